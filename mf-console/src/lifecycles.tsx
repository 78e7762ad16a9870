import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from '@tp/shared/facades/router';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION, type RemoteLifecyclesModule, type ShellProps } from '@tp/shared';
import { ShellContext } from '@tp/shared/react';
import { App } from './App';

export const contractVersion = CONTRACT_VERSION;

/** The console's path has no language: its router is rooted at /console and it keeps its own language. */
export const CONSOLE_BASENAME = '/console';

function Root(props: ShellProps) {
  return (
    <ShellContext.Provider value={props}>
      <BrowserRouter basename={CONSOLE_BASENAME}>
        <App />
      </BrowserRouter>
    </ShellContext.Provider>
  );
}

const lifecycles = singleSpaReact<ShellProps>({ React, ReactDOMClient, rootComponent: Root, errorBoundary: () => <p role="alert">控制台出错，请刷新页面。 The console failed; reload the page.</p> });

export const apps: RemoteLifecyclesModule['apps'] = {
  console: { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount },
};
