/**
 * How many units of a new-build project are still available, in the same words on the
 * project list's cards and on the project's page: "7 of 15 units available", "15 units,
 * all sold".
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export function useUnitsLine(): (available: number, total: number) => string {
  const { t } = useLingui();
  return (available, total) =>
    available === 0
      ? t({ id: 'ui.units.soldOut', message: plural(total, { one: '# unit, sold', other: '# units, all sold' }) })
      : t({ id: 'ui.units.available', message: plural(total, { one: `${available} of # unit available`, other: `${available} of # units available` }) });
}
