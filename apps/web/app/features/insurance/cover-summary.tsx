import { useId } from 'react';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import type { InsuranceArea } from '@thwa/domain/insurance/travel-cover';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';

/** What every insurance screen shows of a cover: a quote's (coverOfQuote) or an order's insurance item, which has these fields. */
export interface CoverView {
  area: InsuranceArea;
  startDate: string;
  endDate: string;
  coverageDays: number;
  insurerName: string;
  coverage: { hospital: number; death: number; liability: number };
  /** Each insured person's age and premium, in the quote's order. */
  people: ReadonlyArray<{ age: number; premium: number; name?: string }>;
  total: number;
}

/** The cover: area, dates and days, the insurer, what it covers (always in MMK, as the plan states it), each premium and the total. */
export function CoverSummary({ cover, headingLevel = 2, title }: { cover: CoverView; headingLevel?: 2 | 3; title?: string }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const date = (value: string) => formatCalendarDate(value, lang, { month: 'short' });
  const mmk = (amount: number) => formatMoney({ amount, currency: 'MMK' }, { lang });
  return (
    <section className="card grid gap-4" aria-labelledby={headingId} data-cover={cover.area}>
      <div>
        <Heading id={headingId} className="text-lg font-semibold">
          {title ?? t('insurance.quote.title')}
        </Heading>
        <p className="font-medium">{t(`insurance.area.${cover.area}`)}</p>
        <p className="text-slate-700">{t('insurance.quote.dates', { start: date(cover.startDate), end: date(cover.endDate) })}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('insurance.quote.days')}</dt>
        <dd className="text-right font-medium" data-testid="cover-days">
          {localDigits(cover.coverageDays, lang)}
        </dd>
        <dt className="text-slate-700">{t('insurance.quote.insurer')}</dt>
        <dd className="text-right font-medium">{cover.insurerName}</dd>
      </dl>
      <div>
        <SubHeading className="font-semibold">{t('insurance.coverage.title')}</SubHeading>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t('insurance.coverage.hospital')}</dt>
          <dd className="whitespace-nowrap text-right tabular-nums">{mmk(cover.coverage.hospital)}</dd>
          <dt>{t('insurance.coverage.death')}</dt>
          <dd className="whitespace-nowrap text-right tabular-nums">{mmk(cover.coverage.death)}</dd>
          <dt>{t('insurance.coverage.liability')}</dt>
          <dd className="whitespace-nowrap text-right tabular-nums">{mmk(cover.coverage.liability)}</dd>
        </dl>
      </div>
      <div>
        <SubHeading className="font-semibold">{t('insurance.premiums.title')}</SubHeading>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {cover.people.map((person, index) => (
            <div key={index} className="contents">
              <dt>
                {person.name ? `${person.name} · ` : ''}
                {t('insurance.premiums.person', { n: localDigits(index + 1, lang), age: localDigits(person.age, lang) })}
              </dt>
              <dd className="text-right">
                <Price mmk={person.premium} />
              </dd>
            </div>
          ))}
          <dt className="border-t border-slate-200 pt-2 font-semibold">{t('insurance.total')}</dt>
          <dd className="border-t border-slate-200 pt-2 text-right text-lg font-bold" data-testid="cover-total">
            <Price mmk={cover.total} />
          </dd>
        </dl>
      </div>
    </section>
  );
}
