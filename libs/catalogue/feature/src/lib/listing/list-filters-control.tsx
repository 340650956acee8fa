import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useGatewayQuery, useHydrated } from '@giftshop/shared-data-access';
import { graphql, type ListFilters_CategoryFragment, type ProductFiltersInput, type UserDataInput } from '@giftshop/shared-graphql';
import { Button, Checkbox, Modal } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { catalogueMessages } from '../messages';
import { FILTER_PARAMS, filterQuery, LIST_TYPE_KEYS, toProductFilters, type ListFilters, type ListTypeKey } from './list-filters';
import styles from './list-filters-control.module.css';

export const ListFiltersCategoryFragment = graphql(`
  fragment ListFilters_category on TaxonomyTerm { id slug title }
`);

/** The filter dialog's count before the shopper applies the choices (spec §2.6 "count of products"). */
export const ProductCountQuery = graphql(`
  query ProductCount($userData: UserDataInput!, $filters: ProductFiltersInput) {
    productCount(userData: $userData, filters: $filters) { count errors { code } }
  }
`);

export interface ListFiltersControlProps {
  /** The list's first page: where the choices are sent (GET), without a page number. */
  action: string;
  filters: ListFilters;
  /** Categories to choose from (a category page leaves out its own). */
  categories: ListFilters_CategoryFragment[];
  userData: UserDataInput;
  /** The page's own gateway filters (its category), which every count narrows. */
  pageFilters: ProductFiltersInput | null;
}

const toggle = <T,>(values: T[], value: T, on: boolean) => (on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value));

/**
 * The product list filter by category and type (spec §2.3, §2.6 "filter"). Server-rendered it is a GET form in a
 * disclosure, so it works without JavaScript; once the page runs, a button opens it in a dialog that counts the
 * matching products before the shopper applies the choices.
 */
export function ListFiltersControl(props: ListFiltersControlProps) {
  const { filters } = props;
  const hydrated = useHydrated();
  const messages = useMessages(catalogueMessages).filters;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ListFilters>(filters);
  const chosen = filters.categories.length + filters.types.length;
  const label = chosen ? format(messages.openActive, { count: chosen }) : messages.open;
  if (!hydrated) {
    return (
      <details className={styles.disclosure}>
        <summary className={styles.summary}>{label}</summary>
        <FilterFields {...props} draft={filters}>
          <Button type="submit">{messages.apply}</Button>
        </FilterFields>
      </details>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(filters);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {/* Mounted while closed, as every modal: it takes focus from the opener and gives it back on close. */}
      <FilterDialog {...props} open={open} draft={draft} onDraft={setDraft} onClose={() => setOpen(false)} />
    </>
  );
}

interface FilterDialogProps extends ListFiltersControlProps {
  open: boolean;
  draft: ListFilters;
  onDraft: (draft: ListFilters) => void;
  onClose: () => void;
}

function FilterDialog({ open, draft, onDraft, onClose, ...props }: FilterDialogProps) {
  const { action, userData, pageFilters } = props;
  const messages = useMessages(catalogueMessages).filters;
  const navigate = useNavigate();
  const formId = useId();
  const { data, loading, error } = useGatewayQuery(ProductCountQuery, { userData, filters: toProductFilters(draft, pageFilters) }, { skip: !open });
  const count = loading ? null : (data?.productCount.count ?? null);
  const failed = !loading && (error !== undefined || count === null);
  const status = loading ? messages.counting : failed ? messages.countFailed : format(messages.matches, { count: count ?? 0 });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    void navigate(`${action}${filterQuery(draft)}`);
  };
  return (
    <Modal
      open={open}
      title={messages.title}
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          <Button variant="ghost" onClick={() => onDraft({ ...draft, categories: [], types: [] })}>
            {messages.clear}
          </Button>
          <Button type="submit" form={formId}>
            {count === null ? messages.apply : format(messages.applyCount, { count })}
          </Button>
        </div>
      }
    >
      <FilterFields {...props} draft={draft} formId={formId} onChange={onDraft} onSubmit={apply} />
      <p className={styles.count} role="status" aria-live="polite">
        {status}
      </p>
    </Modal>
  );
}

interface FilterFieldsProps extends ListFiltersControlProps {
  draft: ListFilters;
  formId?: string;
  /** Controlled in the dialog; without it the form sends what the shopper ticks (no JavaScript). */
  onChange?: (draft: ListFilters) => void;
  onSubmit?: (event: FormEvent) => void;
  children?: ReactNode;
}

function FilterFields({ action, categories, draft, formId, onChange, onSubmit, children }: FilterFieldsProps) {
  const messages = useMessages(catalogueMessages).filters;
  const checked = (on: boolean) => (onChange ? { checked: on } : { defaultChecked: on });
  return (
    <form id={formId} method="get" action={action} onSubmit={onSubmit} className={styles.form}>
      {draft.search && <input type="hidden" name={FILTER_PARAMS.search} value={draft.search} />}
      {categories.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{messages.categories}</legend>
          <div className={styles.options}>
            {categories.map((category) => (
              <Checkbox
                key={category.slug}
                name={FILTER_PARAMS.categories}
                value={category.slug}
                label={category.title}
                {...checked(draft.categories.includes(category.slug))}
                onChange={onChange && ((event) => onChange({ ...draft, categories: toggle(draft.categories, category.slug, event.currentTarget.checked) }))}
              />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{messages.types}</legend>
        <div className={styles.options}>
          {LIST_TYPE_KEYS.map((key: ListTypeKey) => (
            <Checkbox
              key={key}
              name={FILTER_PARAMS.types}
              value={key}
              label={messages.typeNames[key]}
              {...checked(draft.types.includes(key))}
              onChange={onChange && ((event) => onChange({ ...draft, types: toggle(draft.types, key, event.currentTarget.checked) }))}
            />
          ))}
        </div>
      </fieldset>
      {children}
    </form>
  );
}
