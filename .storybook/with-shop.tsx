import { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { BootstrapGate } from '../engine/app/bootstrap-gate.tsx';
import { ShopProviders } from '../engine/app/providers.tsx';
import { ShopRouterProvider } from '../engine/app/router.tsx';
import { createShopInstance } from '../engine/app/shop-instance.ts';
import { Loading } from '../engine/shared/ui/loading.tsx';
import { STORY_TOKENS } from '../tests/mocks/handlers/account.ts';
import { shopParameters, type ShopStoryParameters } from './shop-parameters.ts';

/**
 * No retries and no retry delay: error states appear at once instead of after the live shop's
 * back-off. The bootstrap keeps its own retry rule; it simply retries without waiting.
 */
function storyQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, refetchOnWindowFocus: false } } });
}

/**
 * A signed-in story stores real credentials, so the session runs its real path: validate_token
 * (mocked per token in tests/mocks/handlers/account.ts) and sign-out through the API.
 */
function storeStoryCredentials({ session, shop }: ShopStoryParameters) {
  if (!session || session.status === 'anonymous') return;
  const general = (shop?.settings?.general ?? {}) as { localStorageKeyPrefix?: string };
  const credentials = { accessToken: STORY_TOKENS[session.status], client: 'story', uid: 'erika.musterfrau@example.org', expiry: 0 };
  localStorage.setItem(`${general.localStorageKeyPrefix || '201600627v4'}.auth`, JSON.stringify(credentials));
}

function createStoryShop(parameters: ShopStoryParameters) {
  const { locale = 'de', atoms = [] } = parameters;
  storeStoryCredentials(parameters);
  const instance = createShopInstance({ initialLocale: locale }, { queryClient: storyQueryClient() });
  for (const apply of atoms) apply(instance.store);
  return instance;
}

/** One complete shop, as ShopApp mounts it, but in a memory router at the story's route. */
function StoryShop({ parameters }: { parameters: ShopStoryParameters }) {
  const [instance] = useState(() => createStoryShop(parameters));
  return (
    <StrictMode>
      <ShopProviders {...instance}>
        <BootstrapGate>
          <Suspense fallback={<Loading />}>
            <ShopRouterProvider initialEntries={[parameters.route ?? '/start']} />
          </Suspense>
        </BootstrapGate>
      </ShopProviders>
    </StrictMode>
  );
}

/**
 * The global decorator: the screen under test is the shop at `parameters.route`, so the story's own
 * render is not used. Keyed by story id, so switching stories always builds a fresh instance.
 */
export const withShop: Decorator = (Story, context) =>
  // The operator preview's stories render their own screen (which mounts its own shop inside).
  context.parameters.ownScreen ? <Story /> : <StoryShop key={context.id} parameters={shopParameters(context.parameters)} />;
