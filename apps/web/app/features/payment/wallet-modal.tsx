import { Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { Modal } from '../../ui/modal.tsx';

/**
 * Spec §8: "session expired, sign in again to use wallet or to continue" and "not enough wallet
 * balance". Either way the visitor may close it and choose another method (the form keeps the order);
 * the main action signs in again (back to this page) or tops the wallet up.
 */
export function WalletRefusedModal({ reason, signInHref, onClose }: { reason: 'sessionExpired' | 'notEnoughBalance'; signInHref: string; onClose: () => void }) {
  const t = useT();
  const expired = reason === 'sessionExpired';
  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={t('menu.close')}
      title={t(expired ? 'wallet.modal.sessionExpired.title' : 'wallet.modal.notEnough.title')}
      icon={expired ? 'session-timeout' : 'error'}
      actions={
        <>
          {expired ? (
            <Link to={signInHref} className="button-primary justify-center">
              {t('wallet.modal.signIn')}
            </Link>
          ) : (
            <Link to="/account/wallet-topup" className="button-primary justify-center">
              {t('wallet.modal.topup')}
            </Link>
          )}
          <form method="dialog" className="contents">
            <button type="submit" className="button-secondary justify-center">
              {t('wallet.modal.otherMethod')}
            </button>
          </form>
        </>
      }
    >
      <p>{t(expired ? 'wallet.modal.sessionExpired.body' : 'wallet.modal.notEnough.body')}</p>
    </Modal>
  );
}
