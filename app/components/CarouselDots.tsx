import { fill } from '../lib/copy.js';

/**
 * A carousel's dots: one button per stop, named "go to N" in the page's language, the current one
 * marked for screen readers and styles (`{block}__dots`, `{block}__dot`).
 */
export function CarouselDots({
  block,
  count,
  selected,
  goTo,
  onSelect,
}: {
  block: string;
  count: number;
  selected: number;
  /** The button's name, with `{index}` for the stop's number. */
  goTo: string;
  onSelect(index: number): void;
}) {
  return (
    <div className={`${block}__dots`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={`${block}__dot`}
          aria-label={fill(goTo, { index: index + 1 })}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
