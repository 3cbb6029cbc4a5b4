// One module per icon: the package's index loads every icon it has, which slows each build's start.
import Accessibility from 'lucide-react/icons/accessibility';
import Activity from 'lucide-react/icons/activity';
import Apple from 'lucide-react/icons/apple';
import Baby from 'lucide-react/icons/baby';
import Bike from 'lucide-react/icons/bike';
import Bone from 'lucide-react/icons/bone';
import BookOpen from 'lucide-react/icons/book-open';
import Clock from 'lucide-react/icons/clock';
import Dumbbell from 'lucide-react/icons/dumbbell';
import Flower2 from 'lucide-react/icons/flower-2';
import Footprints from 'lucide-react/icons/footprints';
import Hand from 'lucide-react/icons/hand';
import HandHeart from 'lucide-react/icons/hand-heart';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import Laptop from 'lucide-react/icons/laptop';
import MountainSnow from 'lucide-react/icons/mountain-snow';
import PersonStanding from 'lucide-react/icons/person-standing';
import Salad from 'lucide-react/icons/salad';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Syringe from 'lucide-react/icons/syringe';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../content/common';

const icons: Record<IconName, LucideIcon> = {
  accessibility: Accessibility,
  activity: Activity,
  apple: Apple,
  baby: Baby,
  bike: Bike,
  bone: Bone,
  'book-open': BookOpen,
  clock: Clock,
  dumbbell: Dumbbell,
  'flower-2': Flower2,
  footprints: Footprints,
  hand: Hand,
  'hand-heart': HandHeart,
  'heart-pulse': HeartPulse,
  laptop: Laptop,
  'mountain-snow': MountainSnow,
  'person-standing': PersonStanding,
  salad: Salad,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  syringe: Syringe,
  users: Users,
  zap: Zap,
};

/** A decorative icon from the content's icon names; meaning always comes from the text beside it. */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return (
    <Component className="icon" width={size} height={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />
  );
}
