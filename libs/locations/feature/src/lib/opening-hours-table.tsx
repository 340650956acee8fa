import { format } from '@giftshop/util-i18n';
import { dayName, hoursRows, type HoursSpec } from './opening-hours';
import type { LocationsMessages } from './messages';
import styles from './locations.module.css';

/** The week's opening hours, consecutive days with the same hours in one row. */
export function OpeningHoursTable({ specs, locale, m }: { specs: readonly HoursSpec[]; locale: string; m: LocationsMessages }) {
  return (
    <table className={styles.hours}>
      <tbody>
        {hoursRows(specs).map((row) => (
          <tr key={row.from}>
            <th scope="row">
              {row.from === row.to
                ? dayName(row.from, locale)
                : format(m.dayRange, { from: dayName(row.from, locale), to: dayName(row.to, locale) })}
            </th>
            <td>{row.hours ? format(m.hours, row.hours) : m.closed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
