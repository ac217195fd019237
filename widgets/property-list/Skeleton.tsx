/**
 * Grey cards in the place of the first results, shaped like the real ones, so the page
 * does not jump when they arrive. Hidden from assistive technology: the list's live
 * region says when results are there.
 */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="card skeleton">
            <div className="card__media" />
            <div className="card__body">
              <span className="skeleton__line skeleton__line--price" />
              <span className="skeleton__line" />
              <span className="skeleton__line skeleton__line--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
