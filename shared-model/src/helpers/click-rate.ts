// Job analytics click rate (spec part 2 §2): clicks / views as a percent with one decimal.
import { CLICK_RATE_GOOD_THRESHOLD_PERCENT } from '../constants';

export interface ClickRate {
  /** "12.5%" or "N/A" when there are no views. */
  readonly text: string;
  readonly percent: number | null;
  /** green above 5 percent, yellow otherwise, none without views. */
  readonly tone: 'good' | 'low' | 'none';
}

export function clickRate(clicks: number, views: number): ClickRate {
  if (!(views > 0)) return { text: 'N/A', percent: null, tone: 'none' };
  const percent = (clicks / views) * 100;
  return {
    text: `${percent.toFixed(1)}%`,
    percent,
    tone: percent > CLICK_RATE_GOOD_THRESHOLD_PERCENT ? 'good' : 'low',
  };
}
