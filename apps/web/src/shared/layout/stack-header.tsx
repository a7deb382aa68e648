import { useGoBack } from '../hooks/use-go-back.ts';
import { Header, type HeaderActionKind } from '../ui/header.tsx';
import { useHeaderActions } from './use-header-actions.ts';

type Props = {
  title: string;
  variant?: 'stack' | 'product';
  actions?: readonly HeaderActionKind[];
  productId?: string;
  transparent?: boolean;
};

const NO_ACTIONS: readonly HeaderActionKind[] = [];

/** Stack and product pages (spec §2): back button, title, optional actions. */
export function StackHeader({ title, variant = 'stack', actions = NO_ACTIONS, productId, transparent }: Props) {
  const goBack = useGoBack();
  const wired = useHeaderActions(actions, { productId });
  return <Header variant={variant} title={title} onBack={goBack} actions={wired} transparent={transparent} />;
}
