// The home page's testimonials in Odia (the rest of the home page is in home.po). Whole reviews,
// not a map over the English module: importing it would split it out of the English home page's
// chunk. A unit test holds the avatars and ratings to the English ones (odia-content.test.ts).
import type { Testimonial } from '../testimonials';

const testimonials: readonly Testimonial[] = [
  {
    name: 'ପ୍ରିୟଙ୍କା ମହାନ୍ତି',
    detail: 'ଭୁବନେଶ୍ୱର · ଓଜନ କମାଇବା ପ୍ଲାନ୍',
    text: 'ତିନି ମାସରେ ମୁଁ 6 କିଲୋ କମାଇଲି, ଥରେ ବି ଭୋକ ଲାଗିଲା ନାହିଁ। ଖାଇବା ଠିକ୍ ମା’ ହାତ ରନ୍ଧା ଭଳି ଲାଗେ, କେବଳ ଟିକେ ହାଲୁକା।',
    avatar: '/images/avatars/priyanka.svg',
    rating: 5,
  },
  {
    name: 'ରାକେଶ ପଟ୍ଟନାୟକ',
    detail: 'କଟକ · ହାଇ ପ୍ରୋଟିନ୍ ପ୍ଲାନ୍',
    text: 'ଶେଷରେ ଅସଲ ଭାରତୀୟ ଖାଦ୍ୟରେ ମୋ ପ୍ରୋଟିନ୍ ଲକ୍ଷ୍ୟ ପୂରା କରିବାର ଉପାୟ ମିଳିଲା। ପ୍ରତିଦିନ ମୋ 1 ଟାର ମିଟିଂ ଆଗରୁ ଗରମ ଗରମ ମଧ୍ୟାହ୍ନ ଭୋଜନ ପହଞ୍ଚିଯାଏ।',
    avatar: '/images/avatars/rakesh.svg',
    rating: 5,
  },
  {
    name: 'ସ୍ନେହା ଦାସ',
    detail: 'ଭୁବନେଶ୍ୱର · ଅଫିସ୍ କର୍ମଚାରୀ ପ୍ଲାନ୍',
    text: 'ଆଉ ଭେଣ୍ଡିଂ ମେସିନର ଖାଇବା ନୁହେଁ। ଅଫିସ୍ ପ୍ଲାନ୍ ଶସ୍ତା, ତାଜା, ଆଉ ଡେସ୍କରେ ବସି କାମ କରୁଥିବା ଲୋକଙ୍କ ପାଇଁ ପରିମାଣ ଠିକ୍ ଯେତିକି ଦରକାର।',
    avatar: '/images/avatars/sneha.svg',
    rating: 5,
  },
  {
    name: 'ଅମିତ ସାହୁ',
    detail: 'ପୁରୀ · ମଧୁମେହ ଡାଏଟ୍ ପ୍ଲାନ୍',
    text: 'ଏଥିକୁ ବଦଳିବା ପରଠୁ ମୋ ସୁଗାର ରିଡିଂ ଅଧିକ ସ୍ଥିର ରହୁଛି। ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ କଲ୍‌ରୁ ଛୁଟି ଦିନରେ କ’ଣ ଖାଇବି ତାହା ବି ବୁଝିପାରିଲି।',
    avatar: '/images/avatars/amit.svg',
    rating: 5,
  },
  {
    name: 'ଅନନ୍ୟା ମିଶ୍ର',
    detail: 'ରାଉରକେଲା · କଷ୍ଟମ୍ ମିଲ୍ ପ୍ଲାନ୍',
    text: 'ମୁଁ କେବଳ ସପ୍ତାହର କାମ ଦିନ ଆଉ ରାତ୍ରି ଭୋଜନ ବାଛିଲି, ଏହା ମୋ ଜିମ୍ ସମୟ ସହ ପୂରା ଖାପ ଖାଏ। ପନିର ଓ ସୋୟା ତରକାରି ମୋର ସବୁଠୁ ପ୍ରିୟ।',
    avatar: '/images/avatars/ananya.svg',
    rating: 5,
  },
  {
    name: 'ଶୁଭଶ୍ରୀ ନାୟକ',
    detail: 'ବ୍ରହ୍ମପୁର · ଓଜନ କମାଇବା ପ୍ଲାନ୍',
    text: '3 ଦିନର ଟ୍ରାଏଲ୍‌ରୁ ଆରମ୍ଭ କରିଥିଲି, ଆଉ ପଛକୁ ଫେରି ଚାହିଁନି। ପରିବାର ସହ ବୁଲିଯିବା ବେଳେ ବିରତି (pause) ପାଇଁ ଗୋଟିଏ ମେସେଜ୍ ହିଁ ଯଥେଷ୍ଟ ହେଲା।',
    avatar: '/images/avatars/subhashree.svg',
    rating: 5,
  },
];
export default testimonials;
