// ACCOUNT_CLOSING_POLICY (account-closing.ts) in Odia, for the Odia refund policy: written in the
// delete dialog's own Odia words (money.po, CLOSING_TEMPLATES and CLOSING_MSG), so the policy and
// the dialog name the same act the same way (decision 261). One sentence per English sentence.
import type { ACCOUNT_CLOSING_POLICY } from './account-closing.ts';

/** As many sentences as the English, each a string. */
type Sentences<T extends readonly string[]> = { readonly [K in keyof T]: string };

export const ACCOUNT_CLOSING_POLICY_ODIA: Sentences<typeof ACCOUNT_CLOSING_POLICY> = [
  'ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କଲେ ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏହି ନୀତି ଅନୁସାରେ ହିଁ ବାତିଲ୍ ହୁଏ, ଅନ୍ୟ କୌଣସି ଭାବେ ନୁହେଁ: ଆରମ୍ଭ ହୋଇନଥିବା ପ୍ଲାନ୍‌ର ପୂରା ଟଙ୍କା ଆପଣଙ୍କ ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମକୁ ଫେରସ୍ତ (refund) ହୁଏ (କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) ଅର୍ଡରରେ କିଛି ଦେବାକୁ ବାକି ରହେ ନାହିଁ), ଆଉ ଆରମ୍ଭ ହୋଇସାରିଥିବା ପ୍ଲାନ୍ ପାଇଁ ଟଙ୍କା ଫେରସ୍ତ ହୁଏ ନାହିଁ: ତାହାର ଶେଷ ସମୟ (cut-off) ପାର ହୋଇନଥିବା ଭୋଜନ ମିଲ୍ କ୍ରେଡିଟ୍ ହୋଇଯାଏ, ଆଉ ଶେଷ ସମୟ ପାର ହୋଇଥିବା ଭୋଜନ ତଥାପି ପହଞ୍ଚେ।',
  'ଆକାଉଣ୍ଟ ବିନା ମିଲ୍ କ୍ରେଡିଟ୍ ଟଙ୍କାରେ ଫେରାଯାଏ ନାହିଁ କିମ୍ବା ବ୍ୟବହାର ହୋଇପାରେ ନାହିଁ, ତେଣୁ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କଲେ ସବୁ ମିଲ୍ କ୍ରେଡିଟ୍ ହରାଇବେ: ଆପଣଙ୍କ ପାଖରେ ଥିବା କ୍ରେଡିଟ୍, ବାତିଲ୍ ହେଉଥିବା ପ୍ଲାନ୍‌ରୁ ମିଳୁଥିବା କ୍ରେଡିଟ୍, ଆଉ ଆରମ୍ଭ ହୋଇନଥିବା ପ୍ଲାନ୍‌ରେ ଆପଣ ଖର୍ଚ୍ଚ କରିଥିବା କ୍ରେଡିଟ୍, ଯାହା ପ୍ରଥମେ ଫେରିଆସେ।',
  'ଆପଣ ନିଶ୍ଚିତ କରିବା ଆଗରୁ, ଡିଲିଟ୍ କରିବାର ଡାଏଲଗ୍ ଦେଖାଏ ଯେ ଆପଣ ଟଙ୍କା ଓ ଭୋଜନରେ କ’ଣ ହରାଇବେ ଆଉ କେତେ ଫେରସ୍ତ ହେବ, ଏବଂ ଆପଣଙ୍କ ପାସୱାର୍ଡ ମାଗେ। କ୍ରେଡିଟ୍‌ର ମୂଲ୍ୟ ରଖିବାକୁ ଚାହିଁଲେ, ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କରିବା ଆଗରୁ ସେଗୁଡ଼ିକ କୌଣସି ଅର୍ଡରରେ ଖର୍ଚ୍ଚ କରନ୍ତୁ।',
];
