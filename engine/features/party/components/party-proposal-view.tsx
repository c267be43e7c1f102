import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { PartyProposal } from '../lib/party.types.ts';
import './party.css';

export interface PartyProposalViewProps {
  proposal: PartyProposal | null;
  /** Ticket id → title, for the lines. */
  titles: Record<number, string>;
  currency: string;
  loading: boolean;
  loadFailed: boolean;
  adding: boolean;
  /** Why adding failed (the tickets feature's text); nothing was added then. */
  addError?: string;
  onAdd: () => void;
}

/**
 * The proposal's states: loading, no valid mix, the cheapest mix with its saving against single
 * tickets and the one-click add (adding, and an error when a hold failed and nothing was added).
 */
export function PartyProposalView({ proposal, titles, currency, loading, loadFailed, adding, addError, onAdd }: PartyProposalViewProps) {
  const { t, i18n } = useTranslation('party');
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  if (loading) return <p className="party-proposal" role="status">{t('proposal.loading')}</p>;
  if (loadFailed) return <p className="selection-alert" role="alert">{t('proposal.loadFailed')}</p>;
  if (!proposal) return <p className="party-hint">{t('proposal.incomplete')}</p>;
  const best = proposal.best;
  if (!best) return <p className="selection-alert" role="alert">{t('proposal.none')}</p>;
  return (
    <section className="party-proposal" aria-labelledby="party-proposal-heading">
      <h2 id="party-proposal-heading">{t('proposal.heading')}</h2>
      <table>
        <thead><tr><th scope="col">{t('proposal.quantity')}</th><th scope="col">{t('proposal.ticket')}</th></tr></thead>
        <tbody>
          {best.lines.map((line) => (
            <tr key={line.ticketId}><td>{line.quantity}</td><td>{titles[line.ticketId] ?? ''}</td></tr>
          ))}
        </tbody>
      </table>
      <p>{t('proposal.total', { total: money(best.total) })}</p>
      {proposal.saving !== null && proposal.saving > 0 && proposal.singles && (
        <p className="party-saving">{t('proposal.saving', { saving: money(proposal.saving), singles: money(proposal.singles.total) })}</p>
      )}
      {proposal.saving === 0 && <p>{t('proposal.noSaving')}</p>}
      <button type="button" className="button" disabled={adding} onClick={onAdd}>
        {adding ? t('proposal.adding') : t('proposal.add')}
      </button>
      {addError && <p className="selection-alert" role="alert">{addError} {t('proposal.addFailed')}</p>}
    </section>
  );
}
