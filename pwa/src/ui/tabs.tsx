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
 * brought into the list's view: a page opened on its last tab (/admin?tab=audit) shows which.
 */
export function List(props: ComponentProps<typeof StyledList>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const reveal = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][data-selected]');
      if (!selected || list.scrollWidth <= list.clientWidth) return;
      // What the list shows: its padding box (it clips there), in whole pixels.
      const left = list.getBoundingClientRect().left + list.clientLeft;
      const right = left + list.clientWidth;
      const tab = selected.getBoundingClientRect();
      if (tab.left < left) list.scrollLeft -= Math.ceil(left - tab.left);
      else if (tab.right > right) list.scrollLeft += Math.ceil(tab.right - right);
    };
    reveal();
    const changes = new MutationObserver(reveal);
    // Another tab selected, or tabs added, moved or widened (the admin's Reports tab comes first
    // with its count once the count is in).
    changes.observe(list, { subtree: true, childList: true, attributeFilter: ['data-selected'] });
    return () => changes.disconnect();
  }, []);
  return <StyledList ref={ref} {...props} />;
}
