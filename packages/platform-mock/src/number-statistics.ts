/** The statistics the platform's analytics and reporting queries take over a column of numbers. */
export type NumberStatistic = 'sum' | 'average' | 'min' | 'max';

/** A statistic of `values`; undefined for none, which each caller answers as the platform does (0 or null). */
export function numberStatistic(values: readonly number[], statistic: NumberStatistic): number | undefined {
  if (values.length === 0) return undefined;
  switch (statistic) {
    case 'sum':
      return values.reduce((total, value) => total + value, 0);
    case 'average':
      return values.reduce((total, value) => total + value, 0) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
  }
}
