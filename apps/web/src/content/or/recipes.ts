// The recipes in Odia as the list and each recipe's header show them: title, description and the
// picture's description. Each recipe's ingredients and method are in recipes/<id>.ts.
import { RECIPES, type Recipe } from '../recipes';

type OdiaCard = Pick<Recipe, 'title' | 'desc'> & { imgAlt: string };

export const ODIA_CARDS: Record<string, OdiaCard> = {
  '1': {
    title: 'ସନ୍ତୁଳିତ ପ୍ରୋଟିନ୍ ବାଉଲ୍',
    desc: 'ବ୍ରାଉନ୍ ରାଇସ୍, ଗ୍ରିଲ୍ ପନିର, ରାଜମା ଓ କୁରୁକୁରିଆ ସାଲାଡ୍, ଉପରେ ପୋଦିନା-ଦହିର ଡ୍ରେସିଂ।',
    imgAlt: 'ବ୍ରାଉନ୍ ରାଇସ୍, ପନିର ଖଣ୍ଡ, ରାଜମା ଓ ସବୁଜ ସାଲାଡ୍ ଥିବା ଏକ ବାଉଲ୍',
  },
  '2': {
    title: 'ଡିଟକ୍ସ ପନିପରିବା ସୁପ୍',
    desc: 'ଲାଉ, ଗାଜର, ବିନ୍ସ ଓ ଅଦାର ହାଲୁକା ସୁପ୍, ଶେଷରେ ଲେମ୍ବୁ ଚିପା।',
    imgAlt: 'ମାଟି ବାଟିରେ ପନିପରିବା ସୁପ୍, ପାଖରେ ଲେମ୍ବୁ ଓ ବ୍ରୋକୋଲି',
  },
  '3': {
    title: 'ଝାଲ ବୁଟ ର‍୍ୟାପ୍',
    desc: 'ଅଟା ରୁଟିରେ ମସଲା ବୁଟ, ପିଆଜ ଓ ସବୁଜ ଚଟଣି ଗୁଡ଼ାଇ।',
    imgAlt: 'ଏକ ପ୍ଲେଟରେ ଦୁଇଟି ବୁଟ ର‍୍ୟାପ୍, ପାଖରେ ଏକ ବାଟି ପୋଦିନା ରାଇତା',
  },
  '4': {
    title: 'ଟୋଫୁ ଷ୍ଟିର୍ ଫ୍ରାଇ ବାଉଲ୍',
    desc: 'ମିଲେଟ୍ ଉପରେ ରସୁଣ-ସୋୟା ସସରେ ଭଜା ଟୋଫୁ, କ୍ୟାପସିକମ୍ ଓ ବ୍ରୋକୋଲି।',
    imgAlt: 'ମିଲେଟ୍ ଉପରେ ଟୋଫୁ, କ୍ୟାପସିକମ୍ ଓ ବ୍ରୋକୋଲି ଷ୍ଟିର୍ ଫ୍ରାଇ, ପାଖରେ ଚପଷ୍ଟିକ୍',
  },
};

/** A recipe with its Odia title, description and picture description. */
export function inOdia(recipe: Recipe): Recipe {
  const card = ODIA_CARDS[recipe.id];
  if (!card) return recipe;
  const { imgAlt, ...words } = card;
  return { ...recipe, ...words, img: { ...recipe.img, alt: imgAlt } };
}

const ODIA_RECIPES: readonly Recipe[] = RECIPES.map(inOdia);
export default ODIA_RECIPES;
