import { useId } from 'react';
import type { HotelDetailInfo } from '@thwa/domain/contracts/hotels';
import { localDigits } from '@thwa/domain/date-format';
import { projectMap } from '@thwa/domain/hotels/hotel-location';
import { formatDistance } from '../../i18n/format-distance.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';

/**
 * A hotel's 'Location' (issue 19): its address, a schematic map drawn from the coordinates the api
 * gives (inline SVG rendered on the server: no map tiles, no request elsewhere), and how far it is from
 * its place's landmarks, airport and bus station. The map numbers its dots as the list numbers its
 * lines; the map is hidden from screen readers, the list says everything it shows.
 */
export function HotelLocation({ hotel }: { hotel: Pick<HotelDetailInfo, 'address' | 'location' | 'nearby'> }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const headingId = useId();
  const map = projectMap(hotel.location, hotel.nearby, (point) => point.kind === 'landmark');
  const { width, height, centre, scaleBar } = map;
  const beyond = map.points.some((point) => point.beyond);
  const number = (index: number) => localDigits(index + 1, lang);
  return (
    <section aria-labelledby={headingId} className="card grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('hotelListing.location.title')}
      </h2>
      <p className="text-slate-700">{hotel.address}</p>
      {hotel.nearby.length > 0 ? (
        <>
          <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-xl rounded-xl bg-brand-50" aria-hidden="true" focusable="false" data-testid="hotel-map">
            <g className="fill-brand-700 stroke-brand-700" fontSize="10" textAnchor="middle">
              {map.points.map((point, index) => (
                <g key={index} className={point.beyond ? 'fill-white' : undefined}>
                  <circle cx={point.x} cy={point.y} r="8" strokeWidth="1.5" />
                  <text x={point.x} y={point.y} dy="0.35em" stroke="none" className={point.beyond ? 'fill-brand-700' : 'fill-white'}>
                    {number(index)}
                  </text>
                </g>
              ))}
              <path d={`M${centre.x} ${centre.y}l-7-11a8 8 0 1 1 14 0z`} className="fill-red-700 stroke-white" strokeWidth="1.5" />
              <path d={`M${width - 22} 8l5 12h-10z`} stroke="none" />
              <text x={width - 22} y="32" stroke="none" fontSize="10">
                {t('hotelListing.location.north')}
              </text>
              <path d={`M12 ${height - 10}h${scaleBar.length}`} strokeWidth="2" />
              <text x={12} y={height - 15} stroke="none" textAnchor="start" fontSize="10">
                {formatDistance(scaleBar.metres, lang)}
              </text>
            </g>
          </svg>
          <ol aria-label={t('hotelListing.location.nearby')} className="grid gap-1.5 sm:grid-cols-2">
            {hotel.nearby.map((one, index) => (
              <li key={`${one.kind}-${one.name}`} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-semibold text-white">
                  {number(index)}
                </span>
                <span>{t('hotelListing.location.from', { distance: formatDistance(one.distanceMetres, lang), place: one.name })}</span>
              </li>
            ))}
          </ol>
          {beyond ? <p className="text-sm text-slate-600">{t('hotelListing.location.beyond')}</p> : null}
        </>
      ) : null}
    </section>
  );
}
