import { Link } from 'react-router';
import { useRootData, useT } from '../../i18n/use-messages.ts';

/** What every product's landing says below its search: why book with us, and where to find a booking. */
export function LandingSections() {
  const t = useT();
  const { config } = useRootData();
  return (
    <>
      <section className="mt-10" aria-labelledby="why-title">
        <h2 id="why-title" className="text-xl font-semibold">
          {t('landing.why', { brand: config.brandName })}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className="card">
            <h3 className="font-semibold">{t('landing.pay.title')}</h3>
            <p className="mt-1 text-slate-700">{t('landing.pay.body')}</p>
          </li>
          <li className="card">
            <h3 className="font-semibold">{t('landing.support.title')}</h3>
            <p className="mt-1 text-slate-700">{t('landing.support.body', { phone: config.supportPhone })}</p>
          </li>
          <li className="card">
            <h3 className="font-semibold">{t('landing.language.title')}</h3>
            <p className="mt-1 text-slate-700">{t('landing.language.body')}</p>
          </li>
        </ul>
      </section>

      <section className="card mt-8 flex flex-wrap items-center gap-3" aria-labelledby="booked-title">
        <div>
          <h2 id="booked-title" className="font-semibold">
            {t('landing.booked')}
          </h2>
          <p className="text-slate-700">{t('landing.bookedBody')}</p>
        </div>
        <Link to="/track-booking" className="button-primary ml-auto">
          {t('landing.trackBooking')}
        </Link>
      </section>
    </>
  );
}
