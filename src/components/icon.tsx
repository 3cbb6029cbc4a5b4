import {
  Accessibility, Activity, Apple, Baby, Bike, Bone, BookOpen, Clock, Dumbbell, Flower2, Footprints, Hand,
  HandHeart, HeartPulse, Laptop, MountainSnow, PersonStanding, Salad, ShieldCheck, Sparkles, Stethoscope,
  Syringe, Users, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/common';

const icons: Record<IconName, LucideIcon> = {
  accessibility: Accessibility, activity: Activity, apple: Apple, baby: Baby, bike: Bike, bone: Bone,
  'book-open': BookOpen, clock: Clock, dumbbell: Dumbbell, 'flower-2': Flower2, footprints: Footprints,
  hand: Hand, 'hand-heart': HandHeart, 'heart-pulse': HeartPulse, laptop: Laptop, 'mountain-snow': MountainSnow,
  'person-standing': PersonStanding, salad: Salad, 'shield-check': ShieldCheck, sparkles: Sparkles,
  stethoscope: Stethoscope, syringe: Syringe, users: Users, zap: Zap,
};

/** A decorative icon from the content's icon names; meaning always comes from the text beside it. */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component className="icon" width={size} height={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
