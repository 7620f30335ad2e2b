import { useT } from '../../i18n/use-messages.ts';
import { counted } from './hotel-format.ts';

/** A hotel's star rating: gold stars to see, "4-star" to hear. */
export function Stars({ count, className = '' }: { count: number; className?: string }) {
  const t = useT();
  return (
    <span className={`inline-flex items-center ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-gold-700">
        {'★'.repeat(Math.max(0, Math.min(5, count)))}
      </span>
      <span className="sr-only">{counted(t, 'hotelListing.stars', count)}</span>
    </span>
  );
}
