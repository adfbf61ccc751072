// park-ui's createStyleContext, trimmed to what config slot recipes need. Panda's own version
// goes through its `styled` factory, whose prop filter costs ~5 KB gzip in the shell.
import {
  type ComponentProps,
  createContext,
  createElement,
  type ElementType,
  type ReactElement,
  useContext,
} from 'react';
import { cx } from '../../styled-system/css';
import { splitVariants } from './split-variants';

interface SlotRecipe<S extends string, V> {
  (props?: V): Record<S, string>;
  variantKeys: readonly string[];
}

type Options<T extends ElementType> = { defaultProps?: Partial<ComponentProps<T>> };

export function createStyleContext<S extends string, V extends object>(recipe: SlotRecipe<S, V>) {
  const StyleContext = createContext<Record<S, string> | null>(null);

  const render = <T extends ElementType>(
    Component: T,
    props: Record<string, unknown>,
    className: string | undefined,
    options?: Options<T>,
  ) =>
    createElement(Component, {
      ...options?.defaultProps,
      ...props,
      className: cx(className, props.className as string | undefined),
    });

  /** The root part: provides the slot classes; takes no class itself (ark roots render nothing). */
  function withRootProvider<T extends ElementType>(Component: T, options?: Options<T>) {
    return function WithRootProvider(props: ComponentProps<T> & V): ReactElement {
      const [variants, rest] = splitVariants<V, Record<string, unknown>>(recipe.variantKeys, props);
      return createElement(
        StyleContext.Provider,
        { value: recipe(variants) },
        createElement(Component, { ...options?.defaultProps, ...rest }),
      );
    };
  }

  /** A part that provides the slot classes and takes its own slot's class. */
  function withProvider<T extends ElementType>(Component: T, slot: S, options?: Options<T>) {
    return function WithProvider(props: ComponentProps<T> & V): ReactElement {
      const [variants, rest] = splitVariants<V, Record<string, unknown>>(recipe.variantKeys, props);
      const styles = recipe(variants);
      return createElement(
        StyleContext.Provider,
        { value: styles },
        render(Component, rest, styles[slot], options),
      );
    };
  }

  /** A part that takes its slot's class from the nearest provider. */
  function withContext<T extends ElementType>(Component: T, slot: S, options?: Options<T>) {
    return function WithContext(props: ComponentProps<T>): ReactElement {
      const styles = useContext(StyleContext);
      return render(Component, props as Record<string, unknown>, styles?.[slot], options);
    };
  }

  return { withRootProvider, withProvider, withContext };
}
