import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { menu } from '../../styled-system/recipes';
import { createStyleContext } from './style-context';

const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(ArkMenu.Root, {
  defaultProps: { positioning: { placement: 'bottom-end', gutter: 8 } },
});
export const Positioner = withContext(ArkMenu.Positioner, 'positioner');
export const Content = withContext(ArkMenu.Content, 'content');
export const Item = withContext(ArkMenu.Item, 'item');
export const Separator = withContext(ArkMenu.Separator, 'separator');
