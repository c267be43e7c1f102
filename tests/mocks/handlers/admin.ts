import { http, HttpResponse } from 'msw';
import { buildAdminSchema, buildDraft, buildOperator, buildOutbox, buildOutboxMessage, buildVersions, type DraftParts } from '../fixtures/admin';

const admin = (path: string) => `*/api/admin/v1${path}`;
const unauthorised = () => HttpResponse.json({ error: 'Not signed in', errors: {} }, { status: 401 });

/** The operator admin API for the preview's stories; stateless, one scenario per state. */
export const adminHandlers = {
  /** The real bundled settings schema and a draft made of `draft`'s parts; saving answers revision 5. */
  signedIn: (draft: DraftParts = {}) => [
    http.get(admin('/session'), () => HttpResponse.json({ operator: buildOperator() })),
    http.get(admin('/schema'), () => HttpResponse.json({ schema: buildAdminSchema() })),
    http.get(admin('/draft'), () => HttpResponse.json(buildDraft(draft))),
    http.put(admin('/draft'), () => HttpResponse.json(buildDraft(draft, 5))),
    http.get(admin('/versions'), () => HttpResponse.json({ versions: buildVersions() })),
    http.get(admin('/outbox'), () => HttpResponse.json({ messages: buildOutbox() })),
    http.get(admin('/outbox/:id'), () => HttpResponse.json({ message: buildOutboxMessage() })),
  ],
  signedOut: () => [
    http.get(admin('/session'), unauthorised),
    http.post(admin('/session'), () => HttpResponse.json({ error: 'Unknown shop, e-mail or password', errors: {} }, { status: 401 })),
  ],
  conflict: () =>
    http.put(admin('/draft'), () => HttpResponse.json({
      error: 'This draft was changed by Zweite Operatorin at 2026-11-22 10:15. Reload to see their changes.',
      errors: { revision: ['is 5 now; reload the draft'] }, current_revision: 5,
    }, { status: 409 })),
};
