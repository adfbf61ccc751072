import { alert } from './alert';
import { avatar } from './avatar';
import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { dialog } from './dialog';
import { field } from './field';
import { input } from './input';
import { menu } from './menu';
import { passwordInput } from './password-input';
import { select } from './select';
import { spinner } from './spinner';
import { switchRecipe } from './switch';
import { tabs } from './tabs';
import { toast } from './toast';

export const recipes = { button, input, badge, spinner };
export const slotRecipes = {
  alert,
  avatar,
  card,
  dialog,
  field,
  menu,
  passwordInput,
  select,
  switchRecipe,
  tabs,
  toast,
};
