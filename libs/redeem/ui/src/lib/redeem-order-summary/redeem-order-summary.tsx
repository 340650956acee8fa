import type { RedeemOrderSummary_OrderFragment } from '@giftshop/shared-graphql';
import { Button, Price } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { redeemUiMessages } from '../messages';
import { redeemPackageMessages } from '../redeem-package-form/messages';
import styles from './redeem-order-summary.module.css';

export interface RedeemOrderSummaryProps {
  order: RedeemOrderSummary_OrderFragment;
  /** Offers a Remove button per package; without it the summary is read only (checkout). */
  onRemove?: (packageId: string) => void;
  /** Offers an Edit button per package, which opens it in the redeem package modal. */
  onEdit?: (packageId: string) => void;
  /** The package being removed: its button spins. */
  removing?: string | null;
}

type Package = RedeemOrderSummary_OrderFragment['shipments'][number]['packages'][number];

const receiverName = (p: Package) => [p.receiver?.firstName, p.receiver?.lastName].filter(Boolean).join(' ');

/** The redeem order: its packages, the total, what the cards pay, the balance they keep and what is left to pay. */
export function RedeemOrderSummary({ order, onRemove, onEdit, removing }: RedeemOrderSummaryProps) {
  const m = useMessages(redeemUiMessages).summary;
  const post = useMessages(redeemPackageMessages);
  const packages = order.shipments.flatMap((shipment) => shipment.packages.map((p) => ({ ...p, byPost: shipment.deliveryType === 'PHYSICAL' })));
  const paidFromCards = order.cards.reduce((sum, card) => sum + card.amountUsed.minorUnits, 0);
  const currency = order.totals.grandTotal.currency;
  return (
    <section className={styles.summary} aria-labelledby="redeem-order-heading">
      <h2 id="redeem-order-heading" className={styles.heading}>
        {m.heading}
      </h2>
      {packages.length === 0 ? (
        <p className={styles.empty}>{m.empty}</p>
      ) : (
        <ul className={styles.packages}>
          {packages.map((p) => {
            const title = p.mainProduct.redeemData?.title ?? p.mainProduct.title;
            const qty = p.items.find((item) => item.kind === p.mainProductType)?.qty ?? 1;
            return (
              <li key={p.id} className={styles.package}>
                <div className={styles.what}>
                  <span className={styles.title}>
                    {qty > 1 ? `${qty} × ` : ''}
                    {title}
                  </span>
                  {p.receiver && (
                    <span className={styles.receiver}>
                      {format(p.byPost ? post.forReceiverByPost : m.forReceiver, { name: receiverName(p) })}
                      {p.receiver.email ? ` (${p.receiver.email})` : ''}
                    </span>
                  )}
                </div>
                <Price value={p.packageTotals.mainItemAmount} className={styles.amount} />
                {(onEdit || onRemove) && (
                  <div className={styles.changes}>
                    {onEdit && (
                      <Button variant="link" size="small" onClick={() => onEdit(p.id)} disabled={removing === p.id} aria-label={`${post.edit}: ${title}`}>
                        {post.edit}
                      </Button>
                    )}
                    {onRemove && (
                      <Button variant="link" size="small" onClick={() => onRemove(p.id)} loading={removing === p.id} aria-label={`${m.remove}: ${title}`}>
                        {m.remove}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>{m.total}</dt>
          <dd>
            <Price value={order.totals.grandTotal} />
          </dd>
        </div>
        <div>
          <dt>{m.paidFromCards}</dt>
          <dd>
            <Price value={{ minorUnits: paidFromCards, currency }} />
          </dd>
        </div>
        {order.cards.map((card) => (
          <div key={card.maskedNumber} className={styles.card}>
            <dt>{format(m.card, { number: card.maskedNumber })}</dt>
            <dd>
              <Price value={card.amountUsed} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{m.remainingBalance}</dt>
          <dd>
            <Price value={order.remainingBalance} />
          </dd>
        </div>
        <div className={styles.toPay}>
          <dt>{m.amountToPay}</dt>
          <dd>
            <Price value={order.amountToPay} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
