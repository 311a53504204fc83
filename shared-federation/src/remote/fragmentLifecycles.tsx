import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';

/**
 * Single-spa parcel lifecycles for a small piece of a remote that the shell places in its own
 * layout (the catalogue's header search box and mobile categories panel). Unlike `./app` there is no
 * router: fragments move the page with navigateTo(), so every router on the page follows.
 * The shell's props reach the component; parcel.update(props) re-renders with new ones.
 */
export function fragmentLifecycles<P extends object>(
  name: string,
  Component: ComponentType<P>,
): LifeCycles<P> {
  function Root(props: P) {
    return (
      <div data-fragment={name} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  }
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A broken fragment leaves its place empty rather than a crash screen inside the header.
    errorBoundary: (err: Error) => {
      console.error(`[suuq] fragment ${name} crashed`, err);
      return <></>;
    },
  }) as LifeCycles<P>;
}
