import type { ApiApp } from '../../http/app-env';
import { registerOrderDocumentRoutes } from './order-documents.routes';
import { registerWalletRoutes } from '../wallet/wallet.routes';
import { registerTicketPdfRoute } from './ticket-pdf.routes';

/** The PDF downloads of an order, opened by its token (requirements/api.md §8.6). */
export function registerDocumentRoutes(app: ApiApp): void {
  registerTicketPdfRoute(app);
  registerOrderDocumentRoutes(app);
  // Wallet passes sit beside the PDFs with the same authorisation (issue 17).
  registerWalletRoutes(app);
}
