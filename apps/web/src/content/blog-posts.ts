import type { Illustration } from './images';

export const BLOG_CATEGORIES = ['Nutrition', 'Muscle Gain', 'Vegan'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A paragraph, or a subheading when `heading` is set. */
export type BlogBlock = { heading: string } | { text: string };

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  img: Illustration;
  category: BlogCategory;
  /** ISO date (YYYY-MM-DD) the post was published. */
  date: string;
  author: string;
  readMinutes: number;
  content: BlogBlock[];
  tags: string[];
};

function blogImage(file: string, alt: string): Illustration {
  return { src: `/images/blog/${file}`, alt, width: 800, height: 450 };
}

// SPEC §3: three posts.
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'building-a-balanced-indian-plate',
    title: 'Building a Balanced Indian Plate',
    excerpt:
      'Half vegetables, a quarter protein, a quarter whole grains: how the humble thali already gets nutrition right.',
    img: blogImage(
      'balanced-indian-plate.svg',
      'A plate divided into half vegetables, a quarter rice and a quarter dal with paneer',
    ),
    category: 'Nutrition',
    date: '2025-03-10',
    author: 'Dr. Smita Panda, Nutritionist',
    readMinutes: 4,
    content: [
      {
        text: 'The traditional thali is one of the best-designed meals in the world. Small bowls of dal, sabzi and curd around rice or roti naturally mix protein, fibre and complex carbohydrates.',
      },
      { heading: 'Where the everyday plate goes wrong' },
      {
        text: 'The trouble is usually portions: a mountain of rice, a spoon of dal, and something fried on the side every day. The plate ends up heavy on refined carbohydrates and light on protein and vegetables, so you feel hungry again by evening.',
      },
      { heading: 'The half, quarter, quarter rule' },
      {
        text: 'Our nutritionists rebalance the plate so half of it is vegetables (sabzi, salad, santula), a quarter is protein (dal, paneer, eggs, fish or chicken) and a quarter is whole grains (brown rice, millet or whole-wheat roti). A bowl of curd adds protein and helps digestion.',
      },
      {
        text: 'You do not need to weigh anything. Use your plate as the measure, and fill the vegetable half first.',
      },
      { heading: 'Start with one change' },
      {
        text: 'This week, add a bowl of dal or curd to the meal you usually eat on its own, and swap one fried side for a salad. Small, repeatable changes beat strict diets that last a fortnight.',
      },
    ],
    tags: ['balanced diet', 'thali', 'portion control'],
  },
  {
    slug: 'protein-for-muscle-gain-on-indian-food',
    title: 'Protein for Muscle Gain on Indian Food',
    excerpt:
      'Paneer, eggs, chicken, soya and lentils: how to reach your daily protein target without shakes at every meal.',
    img: blogImage(
      'protein-for-muscle-gain.svg',
      'Bowls of grilled chicken, paneer curry and dal beside boiled eggs and a dumbbell',
    ),
    category: 'Muscle Gain',
    date: '2025-02-18',
    author: 'Arjun Behera, Sports Nutrition Coach',
    readMinutes: 5,
    content: [
      {
        text: 'Most people who train need between 1.6 and 2.2 grams of protein per kilogram of body weight a day. Reaching that on home food is easier than it sounds.',
      },
      { heading: 'Spread it across the day' },
      {
        text: 'Your body uses protein best in portions of 25 to 40 grams. Rather than one huge dinner, aim for a solid serving at breakfast, lunch and dinner, with a small snack in between.',
      },
      { heading: 'Indian foods that carry the load' },
      {
        text: 'A bowl of paneer bhurji, a serving of chicken curry, two eggs with a bowl of dal, or soya chunks in a tomato gravy each bring a meal past 25 grams. Curd, chana and sprouts make easy snacks.',
      },
      {
        text: 'Vegetarians can combine dal with rice or roti and add paneer, curd or soya to reach the same targets.',
      },
      { heading: 'Do not forget the carbohydrates' },
      {
        text: 'Pair protein with enough carbohydrates (rice, roti, millet, potatoes) so your body uses the protein for repair rather than energy, especially on training days.',
      },
    ],
    tags: ['protein', 'muscle gain', 'fitness'],
  },
  {
    slug: 'plant-powered-meals-that-keep-you-full',
    title: 'Plant-Powered Meals That Keep You Full',
    excerpt:
      'Vegan does not have to mean hungry. Fibre, legumes and good fats make plant meals as satisfying as any.',
    img: blogImage(
      'plant-powered-meals.svg',
      'A clay bowl of dalma beside bowls of chole and salad, with peanuts and broccoli',
    ),
    category: 'Vegan',
    date: '2025-01-22',
    author: 'FitThali Kitchen',
    readMinutes: 3,
    content: [
      {
        text: 'A plant-based plate feels filling when it has three things: legumes for protein, whole grains for slow energy and a source of fat such as peanuts, sesame or coconut.',
      },
      { heading: 'Odia kitchens already know this' },
      {
        text: 'Dalma cooks lentils with vegetables in one pot, and a spoon of roasted peanuts turns a simple sabzi into a proper meal. Add a millet roti and the plate has protein, fibre and fat in balance.',
      },
      { heading: 'Easy swaps for this week' },
      {
        text: 'Swap one dairy-based side for a chana or soya dish, choose brown rice or millet over white rice once a day, and keep roasted chana in your bag for the 5 pm slump.',
      },
    ],
    tags: ['vegan', 'plant protein', 'fibre'],
  },
];

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '10 March 2025'. Written out by hand rather than with Intl so the prerendered HTML (Node's ICU)
 * and the hydrating browser always produce the same text.
 */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Newest first, by publication date (SPEC §2.9: the blog shows the 3 most recent). */
export function recentPosts(count = 3, posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}
