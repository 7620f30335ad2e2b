import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/en.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Modal } from '../../ui/modal.tsx';
import { dialable } from '../../ui/phone.ts';
import { ACTION_LABELS, errorModalFor } from './checkout-errors.ts';
import type { CheckoutFormData, ErrorView } from './checkout-data.ts';
import { Price } from '../../ui/price.tsx';

/**
 * An api error in its spec §8 modal: icon, title, the api's message and the one way on. "Try again"
 * after a refused submit just closes the modal (a form with method=dialog, so it works before
 * hydration too) and leaves what was typed; elsewhere every action is a link.
 */
export function CheckoutErrorModal({ error, onDismiss }: { error: ErrorView; onDismiss?: () => void }) {
  const t = useT();
  const { config } = useRootData();
  const spec = errorModalFor(error.errorCode, error.stage);
  const body = error.message ?? (spec.body ? t(spec.body, { phone: config.supportPhone }) : null);
  const label = t(ACTION_LABELS[spec.action], { phone: config.supportPhone });

  let action;
  if (spec.action === 'tryAgain' && onDismiss) {
    action = (
      <form method="dialog" className="contents">
        <button type="submit" className="button-primary justify-center">
          {label}
        </button>
      </form>
    );
  } else if (spec.action === 'tryAgain') {
    action = (
      <Link to={error.retryHref} reloadDocument className="button-primary justify-center">
        {label}
      </Link>
    );
  } else if (spec.action === 'callSupport') {
    action = (
      <>
        <a href={`tel:${dialable(config.supportPhone)}`} className="button-primary justify-center">
          {label}
        </a>
        <Link to={error.listingHref} className="button-secondary justify-center">
          {t('checkout.action.searchAgain')}
        </Link>
      </>
    );
  } else {
    action = (
      <Link to={error.listingHref} className="button-primary justify-center">
        {label}
      </Link>
    );
  }

  return (
    <Modal open title={t(spec.title)} icon={spec.icon} actions={action} {...(onDismiss ? { onClose: onDismiss } : {})}>
      {body ? <p>{body}</p> : null}
    </Modal>
  );
}

/** A product's words for its price change: a flight's (spec §8 "flight prices change frequently") by default. */
export interface PriceChangeWording {
  title: MessageKey;
  body: MessageKey;
  chooseAnother: MessageKey;
}

const FLIGHT_PRICE_CHANGE: PriceChangeWording = {
  title: 'checkout.modal.priceChange.title',
  body: 'checkout.modal.priceChange.body',
  chooseAnother: 'checkout.action.chooseAnother',
};

/** Spec §8 price change: the old and new totals, and Continue or choose another (flight, room). */
export function PriceChangeModal({
  change,
  listingHref,
  wording = FLIGHT_PRICE_CHANGE,
}: {
  change: Pick<NonNullable<CheckoutFormData['priceChange']>, 'previous' | 'now' | 'continueHref'>;
  listingHref: string;
  wording?: PriceChangeWording;
}) {
  const t = useT();
  return (
    <Modal
      open
      title={t(wording.title)}
      icon="price-change"
      actions={
        <>
          <Link to={change.continueHref} replace className="button-primary justify-center">
            {t('checkout.action.continue')}
          </Link>
          <Link to={listingHref} className="button-secondary justify-center">
            {t(wording.chooseAnother)}
          </Link>
        </>
      }
    >
      <p>{t(wording.body)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-left">
        <dt className="text-slate-600">{t('checkout.modal.priceChange.previous')}</dt>
        <dd className="text-right line-through">
          <Price mmk={change.previous} />
        </dd>
        <dt className="font-semibold">{t('checkout.modal.priceChange.now')}</dt>
        <dd className="text-right font-semibold">
          <Price mmk={change.now} />
        </dd>
      </dl>
    </Modal>
  );
}
