import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { type ComponentProps, useEffect, useRef } from 'react';
import { tabs } from '../../styled-system/recipes';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(tabs);

export const Root = withProvider(ArkTabs.Root, 'root');
const StyledList = withContext(ArkTabs.List, 'list');
export const Trigger = withContext(ArkTabs.Trigger, 'trigger');
export const Content = withContext(ArkTabs.Content, 'content');
export const Indicator = withContext(ArkTabs.Indicator, 'indicator');

/**
 * The tab list. Where it scrolls sideways (tabs wider than a phone, ADR 026), the selected tab is
 * brought into the list's view: a page opened on its eighth tab (/admin?tab=audit) shows which.
 */
export function List(props: ComponentProps<typeof StyledList>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const reveal = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][data-selected]');
      if (!selected || list.scrollWidth <= list.clientWidth) return;
      const inList = list.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      if (tab.left < inList.left) list.scrollLeft += tab.left - inList.left;
      else if (tab.right > inList.right) list.scrollLeft += tab.right - inList.right;
    };
    reveal();
    const changes = new MutationObserver(reveal);
    changes.observe(list, { subtree: true, attributeFilter: ['data-selected'] });
    return () => changes.disconnect();
  }, []);
  return <StyledList ref={ref} {...props} />;
}
