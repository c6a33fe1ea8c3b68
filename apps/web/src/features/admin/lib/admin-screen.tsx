import { type ComponentType, use } from 'react';
import type { ClientLoaderFunctionArgs } from 'react-router';

/** What an admin screen module exports: its loader, its screen and, where it has one, its error. */
export interface AdminScreenModule<Data> {
  clientLoader: (args: ClientLoaderFunctionArgs) => Data | Promise<Data>;
  default: ComponentType<{ loaderData: Data }>;
  ErrorBoundary?: ComponentType<{ error: unknown }>;
}

/** The props an admin screen gets: what its own loader returned. */
export interface ScreenProps<Loader extends (...args: never[]) => unknown> {
  loaderData: Awaited<ReturnType<Loader>>;
}

/**
 * An admin route whose code is fetched when the route is first visited. React Router's route
 * manifest, which every storefront page downloads, lists each route's static imports; an admin
 * route module that imports its screen statically puts 10–30 admin chunk names in every
 * storefront visitor's download (decision 119). The route module keeps only what must be static
 * (`meta`) and takes the rest from here.
 *
 * The loader awaits the screen module before it loads the data, so the screen renders at once
 * when React Router shows it; nothing suspends.
 */
export function adminScreen<Data>(load: () => Promise<AdminScreenModule<Data>>) {
  let loaded: AdminScreenModule<Data> | undefined;
  let loading: Promise<AdminScreenModule<Data>> | undefined;
  const screenModule = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a deploy, a dropped connection) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  async function clientLoader(args: ClientLoaderFunctionArgs): Promise<Data> {
    return (await screenModule()).clientLoader(args);
  }

  function Screen({ loaderData }: { loaderData: Data }) {
    const { default: Body } = loaded ?? use(screenModule());
    return <Body loaderData={loaderData} />;
  }

  /** The screen's own error view; when the screen's code itself did not arrive, the parent's. */
  function ErrorBoundary({ error }: { error: unknown }) {
    const Body = loaded?.ErrorBoundary;
    if (!Body) throw error;
    return <Body error={error} />;
  }

  return { clientLoader, Screen, ErrorBoundary };
}
