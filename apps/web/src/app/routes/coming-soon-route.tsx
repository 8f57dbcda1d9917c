import { ComingSoon } from '@/shared/ui/coming-soon';

/** Every page of a later issue: the layout shows its title and subtitle, the body says "Em breve". */
export function ComingSoonRoute() {
  return <ComingSoon />;
}
