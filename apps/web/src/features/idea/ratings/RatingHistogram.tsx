import { Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import classes from './RatingHistogram.module.css';
import { RATING_VALUES, ratingCountLabel, ratingHistogram } from './rating-stats';

export interface RatingHistogramProps {
  /** "Impact" or "Feasibility". */
  label: string;
  /** Every rating's value on this dimension; values outside 1..10 are ignored. */
  values: readonly number[];
  /** A Mantine colour for the bars. */
  color?: string;
}

/**
 * Ten bars, one per value 1..10, each as tall as its share of the ratings.
 * A list for screen readers: every bar says its value and its count.
 */
export function RatingHistogram({ label, values, color = 'indigo' }: RatingHistogramProps) {
  const headingId = useId();
  const counts = ratingHistogram(values);
  const max = Math.max(1, ...counts);

  return (
    <div>
      <Text size="sm" fw={600} id={headingId} mb={6}>
        {label} distribution
      </Text>
      <ol
        className={classes.bars}
        aria-labelledby={headingId}
        style={{ ['--histogram-color' as string]: `var(--mantine-color-${color}-filled)` }}
      >
        {RATING_VALUES.map((value, index) => {
          const count = counts[index] ?? 0;
          return (
            <li key={value} className={classes.bar} data-value={value} data-count={count}>
              <span className={classes.count} aria-hidden>
                {count > 0 ? count : ''}
              </span>
              <span className={classes.track} aria-hidden>
                <span className={classes.fill} style={{ height: `${(count / max) * 100}%` }} />
              </span>
              <span className={classes.value} aria-hidden>
                {value}
              </span>
              <VisuallyHidden>{`${label} ${value}: ${ratingCountLabel(count)}`}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
