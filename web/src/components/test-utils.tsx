import type { ReactElement, ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { App as AntApp } from 'antd';
import { render, type RenderResult } from '@testing-library/react';
import { messages, type Lang } from '@gengyun/contracts';
import { catalogToResources, i18nInitOptions } from './i18n-options';

/** jsdom lacks a few browser APIs antd and Leaflet touch. */
function polyfillBrowser(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // jsdom logs "not implemented" for pseudo-element styles (antd measures scrollbars that way).
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
  }
}
polyfillBrowser();

/** An i18next instance loaded with the shipped catalogue, initialised synchronously. */
export function createTestI18n(lang: Lang = 'en_US'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...i18nInitOptions,
    lng: lang,
    initAsync: false,
    resources: catalogToResources(messages),
  });
  return instance;
}

export interface RenderOptions {
  lang?: Lang;
  route?: string;
}

export function Providers({ children, i18n, route = '/' }: { children: ReactNode; i18n: I18n; route?: string }): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <AntApp>{children}</AntApp>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** Renders inside i18next (shipped catalogue), a MemoryRouter and antd's App (for toasts). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(options.lang);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers i18n={i18n} route={options.route}>
        {children}
      </Providers>
    ),
  });
  return { ...result, i18n };
}
