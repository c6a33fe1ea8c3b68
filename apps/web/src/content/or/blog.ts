// The blog's posts in Odia as the list, the recent posts and "Keep reading" show them: title,
// excerpt, author, tags and the picture's description. Each post's body is in blog/<slug>.ts.
import { BLOG_POSTS, type BlogPost } from '../blog-posts';

type OdiaCard = Pick<BlogPost, 'title' | 'excerpt' | 'author' | 'tags'> & { imgAlt: string };

export const ODIA_CARDS: Record<string, OdiaCard> = {
  'building-a-balanced-indian-plate': {
    title: 'ସନ୍ତୁଳିତ ଭାରତୀୟ ଥାଳି କିପରି ସଜାଇବେ',
    excerpt:
      'ଅଧା ପନିପରିବା, ଏକ ଚତୁର୍ଥାଂଶ ପ୍ରୋଟିନ୍, ଏକ ଚତୁର୍ଥାଂଶ ଗୋଟା ଶସ୍ୟ: ଆମ ଘରର ସାଧାରଣ ଥାଳି କିପରି ଆଗରୁ ହିଁ ପୁଷ୍ଟିର ହିସାବ ଠିକ୍ ରଖେ।',
    imgAlt: 'ଅଧା ପନିପରିବା, ଏକ ଚତୁର୍ଥାଂଶ ଭାତ ଓ ଏକ ଚତୁର୍ଥାଂଶ ଡାଲି ଆଉ ପନିର ଥିବା ଏକ ଥାଳି',
    author: 'ଡଃ ସ୍ମିତା ପଣ୍ଡା, ପୁଷ୍ଟିବିଶେଷଜ୍ଞ',
    tags: ['ସନ୍ତୁଳିତ ଖାଦ୍ୟ', 'ଥାଳି', 'ପରିମାଣ ନିୟନ୍ତ୍ରଣ'],
  },
  'protein-for-muscle-gain-on-indian-food': {
    title: 'ଭାରତୀୟ ଖାଦ୍ୟରେ ମାଂସପେଶୀ ବଢ଼ାଇବା ପାଇଁ ପ୍ରୋଟିନ୍',
    excerpt: 'ପନିର, ଅଣ୍ଡା, ଚିକେନ୍, ସୋୟା ଓ ଡାଲି: ପ୍ରତି ଖାଇବାରେ ପ୍ରୋଟିନ୍ ସେକ୍ ନ ପିଇ ଦିନର ପ୍ରୋଟିନ୍ ଲକ୍ଷ୍ୟରେ କିପରି ପହଞ୍ଚିବେ।',
    imgAlt: 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ପନିର ତରକାରି ଓ ଡାଲିର ବାଟି, ପାଖରେ ସିଝା ଅଣ୍ଡା ଓ ଏକ ଡମ୍ବେଲ୍',
    author: 'ଅର୍ଜୁନ ବେହେରା, ସ୍ପୋର୍ଟସ୍ ନ୍ୟୁଟ୍ରିସନ୍ କୋଚ୍',
    tags: ['ପ୍ରୋଟିନ୍', 'ମାଂସପେଶୀ ବୃଦ୍ଧି', 'ଫିଟନେସ୍'],
  },
  'plant-powered-meals-that-keep-you-full': {
    title: 'ପେଟ ଭରି ରଖୁଥିବା ଶାକାହାରୀ (ଭେଗାନ୍) ଖାଦ୍ୟ',
    excerpt: 'ଭେଗାନ୍ ମାନେ ଭୋକିଲା ରହିବା ନୁହେଁ। ଫାଇବର, ଡାଲି ଓ ଭଲ ଚର୍ବି ଥିଲେ ଗଛରୁ ମିଳୁଥିବା ଖାଦ୍ୟ ବି ଯେକୌଣସି ଖାଇବା ପରି ପେଟ ଭରାଏ।',
    imgAlt: 'ମାଟି ବାଟିରେ ଡାଲମା, ପାଖରେ ବୁଟ ତରକାରି ଓ ସାଲାଡର ବାଟି, ଚିନାବାଦାମ ଓ ବ୍ରୋକୋଲି ସହ',
    author: 'FitThali ରୋଷେଇ ଘର',
    tags: ['ଭେଗାନ୍', 'ଉଦ୍ଭିଦ ପ୍ରୋଟିନ୍', 'ଫାଇବର'],
  },
};

/** A post with its Odia title, excerpt, author, tags and picture description. */
export function inOdia(post: BlogPost): BlogPost {
  const card = ODIA_CARDS[post.slug];
  if (!card) return post;
  const { imgAlt, ...words } = card;
  return { ...post, ...words, img: { ...post.img, alt: imgAlt } };
}

const ODIA_POSTS: readonly BlogPost[] = BLOG_POSTS.map(inOdia);
export default ODIA_POSTS;
