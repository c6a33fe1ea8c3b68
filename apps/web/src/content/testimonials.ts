export type Testimonial = {
  name: string;
  /** Where the customer lives, and the plan they are on. */
  detail: string;
  text: string;
  avatar: string;
  rating: 5;
};

// SPEC §3: six testimonials, all rated 5.
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priyanka Mohanty',
    detail: 'Bhubaneswar · Weightloss plan',
    text: 'I lost 6 kg in three months without ever feeling hungry. The food tastes like my mother’s cooking, just lighter.',
    avatar: '/images/avatars/priyanka.svg',
    rating: 5,
  },
  {
    name: 'Rakesh Patnaik',
    detail: 'Cuttack · High Protein plan',
    text: 'Finally a way to hit my protein target on real Indian food. Lunch arrives hot before my 1 pm meeting every single day.',
    avatar: '/images/avatars/rakesh.svg',
    rating: 5,
  },
  {
    name: 'Sneha Das',
    detail: 'Bhubaneswar · Office Employee plan',
    text: 'No more vending-machine lunches. The office plan is affordable, fresh and the portions are just right for a desk job.',
    avatar: '/images/avatars/sneha.svg',
    rating: 5,
  },
  {
    name: 'Amit Sahoo',
    detail: 'Puri · Diabetic Diet plan',
    text: 'My sugar readings have been steadier since I switched. The nutritionist call helped me understand what to eat on weekends too.',
    avatar: '/images/avatars/amit.svg',
    rating: 5,
  },
  {
    name: 'Ananya Mishra',
    detail: 'Rourkela · Custom Meal Plan',
    text: 'I picked only weekdays and dinner, and it fits my gym schedule perfectly. The paneer and soya dishes are my favourites.',
    avatar: '/images/avatars/ananya.svg',
    rating: 5,
  },
  {
    name: 'Subhashree Nayak',
    detail: 'Berhampur · Weightloss plan',
    text: 'Started with the 3 day trial and never looked back. Pausing for a family trip took one message.',
    avatar: '/images/avatars/subhashree.svg',
    rating: 5,
  },
];
