// The Odia names of the dishes seeded from the old static menus (issue 27), as people in
// Bhubaneswar say them: ଡାଲି, ଭାତ, ଡାଲମା, ସନ୍ତୁଳା, ମାଛ ଝୋଳ, ପନିର ଟିକ୍କା, ଚିକେନ୍ କରି. The start-up seed
// writes them on a new database (apps/server/src/menus/seed-menus.ts); migration 0034 writes the
// same on a database seeded before, only where the Odia is still empty and the English name is
// still the seeded one, so the operator's words are never overwritten. A test holds the two equal.
import { SEED_MENUS } from './seed-menus.ts';

/** Each seeded meal's English words (its seed key) and their Odia. */
export const SEED_DISH_ODIA: Readonly<Record<string, string>> = {
  'Paneer tikka, brown rice, dal tadka': 'ପନିର ଟିକ୍କା, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି ତଡ଼କା',
  'Soya chunk curry, 2 multigrain rotis': 'ସୋୟାବଡ଼ି ତରକାରି, 2ଟି ମଲ୍ଟିଗ୍ରେନ୍ ରୁଟି',
  'Rajma, jeera rice, cucumber raita': 'ରାଜମା, ଜିରା ଭାତ, କାକୁଡ଼ି ରାଇତା',
  'Paneer bhurji, 2 rotis, salad': 'ପନିର ଭୁର୍ଜି, 2ଟି ରୁଟି, ସାଲାଡ୍',
  'Chole, brown rice, sprouts salad': 'ଛୋଲେ, ବ୍ରାଉନ୍ ରାଇସ୍, ଗଜା ମୁଗ ସାଲାଡ୍',
  'Palak paneer, 2 rotis': 'ପାଳଙ୍ଗ ପନିର, 2ଟି ରୁଟି',
  'Soya pulao, boondi raita': 'ସୋୟା ପୋଲାଉ, ବୁନ୍ଦି ରାଇତା',
  'Moong dal chilla, mint chutney, curd': 'ମୁଗ ଡାଲି ଚିଲା, ପୋଦିନା ଚଟଣି, ଦହି',
  'Paneer butter masala (light), 2 rotis': 'ପନିର ବଟର ମସଲା (ହାଲୁକା), 2ଟି ରୁଟି',
  'Chana dal, millet roti, salad': 'ବୁଟ ଡାଲି, ମିଲେଟ୍ ରୁଟି, ସାଲାଡ୍',
  'Dalma, brown rice, paneer fry': 'ଡାଲମା, ବ୍ରାଉନ୍ ରାଇସ୍, ପନିର ଭଜା',
  'Tofu stir fry, foxtail millet': 'ଟୋଫୁ ଷ୍ଟିର୍ ଫ୍ରାଇ, କାଙ୍ଗୁ (foxtail millet)',
  'Veg biryani with soya, raita': 'ସୋୟା ସହ ଭେଜ୍ ବିରିୟାନି, ରାଇତା',
  'Palak paneer, jeera rice': 'ପାଳଙ୍ଗ ପନିର, ଜିରା ଭାତ',
  'Grilled chicken, brown rice, dal': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି',
  'Egg bhurji, 2 rotis, salad': 'ଅଣ୍ଡା ଭୁର୍ଜି, 2ଟି ରୁଟି, ସାଲାଡ୍',
  'Chicken curry, jeera rice, salad': 'ଚିକେନ୍ କରି, ଜିରା ଭାତ, ସାଲାଡ୍',
  'Fish tikka, sautéed vegetables': 'ମାଛ ଟିକ୍କା, ପନିପରିବା ଭଜା',
  'Odia fish curry, rice, santula': 'ମାଛ ଝୋଳ, ଭାତ, ସନ୍ତୁଳା',
  'Chicken keema, 2 rotis': 'ଚିକେନ୍ କିମା, 2ଟି ରୁଟି',
  'Egg curry, brown rice, raita': 'ଅଣ୍ଡା ତରକାରି, ବ୍ରାଉନ୍ ରାଇସ୍, ରାଇତା',
  'Grilled chicken, millet, salad': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ମିଲେଟ୍, ସାଲାଡ୍',
  'Chicken tikka, dal, 2 rotis': 'ଚିକେନ୍ ଟିକ୍କା, ଡାଲି, 2ଟି ରୁଟି',
  'Prawn masala, brown rice': 'ଚିଙ୍ଗୁଡ଼ି ମସଲା, ବ୍ରାଉନ୍ ରାଇସ୍',
  'Prawn curry, brown rice, salad': 'ଚିଙ୍ଗୁଡ଼ି ତରକାରି, ବ୍ରାଉନ୍ ରାଇସ୍, ସାଲାଡ୍',
  'Egg curry, 2 rotis': 'ଅଣ୍ଡା ତରକାରି, 2ଟି ରୁଟି',
  'Chicken biryani (lean), raita': 'ଚିକେନ୍ ବିରିୟାନି (କମ୍ ତେଲ), ରାଇତା',
  'Lean mutton curry, 2 rotis': 'ମଟନ୍ କରି (କମ୍ ଚର୍ବି), 2ଟି ରୁଟି',
  'Moong dal khichdi, cucumber raita': 'ମୁଗ ଡାଲି ଖେଚୁଡ଼ି, କାକୁଡ଼ି ରାଇତା',
  'Clear vegetable soup, paneer salad': 'ପନିପରିବା କ୍ଲିଅର୍ ସୁପ୍, ପନିର ସାଲାଡ୍',
  'Santula, 1 millet roti, curd': 'ସନ୍ତୁଳା, 1ଟି ମିଲେଟ୍ ରୁଟି, ଦହି',
  'Sprouts chaat, vegetable soup': 'ଗଜା ମୁଗ ଚାଟ୍, ପନିପରିବା ସୁପ୍',
  'Dalma, small brown rice, salad': 'ଡାଲମା, ଅଳ୍ପ ବ୍ରାଉନ୍ ରାଇସ୍, ସାଲାଡ୍',
  'Grilled paneer, sautéed greens': 'ଗ୍ରିଲ୍ଡ ପନିର, ଶାଗ ଭଜା',
  'Vegetable upma, salad': 'ପନିପରିବା ଉପମା, ସାଲାଡ୍',
  'Lauki chana dal, 1 roti': 'ଲାଉ ବୁଟ ଡାଲି, 1ଟି ରୁଟି',
  'Palak dal, 1 roti, salad': 'ପାଳଙ୍ଗ ଡାଲି, 1ଟି ରୁଟି, ସାଲାଡ୍',
  'Tofu bhurji, clear soup': 'ଟୋଫୁ ଭୁର୍ଜି, କ୍ଲିଅର୍ ସୁପ୍',
  'Mushroom masala, 1 millet roti': 'ଛତୁ ମସଲା, 1ଟି ମିଲେଟ୍ ରୁଟି',
  'Vegetable oats khichdi': 'ପନିପରିବା ଓଟ୍ସ ଖେଚୁଡ଼ି',
  'Chole salad bowl, mint curd': 'ଛୋଲେ ସାଲାଡ୍ ବୋଲ୍, ପୋଦିନା ଦହି',
  'Paneer tikka, sautéed vegetables': 'ପନିର ଟିକ୍କା, ପନିପରିବା ଭଜା',
  'Grilled chicken salad, curd': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍ ସାଲାଡ୍, ଦହି',
  'Chicken clear soup, sautéed greens': 'ଚିକେନ୍ କ୍ଲିଅର୍ ସୁପ୍, ଶାଗ ଭଜା',
  'Fish curry (light), small brown rice': 'ମାଛ ତରକାରି (ହାଲୁକା), ଅଳ୍ପ ବ୍ରାଉନ୍ ରାଇସ୍',
  'Egg white bhurji, 1 roti': 'ଅଣ୍ଡାଧଳା ଭୁର୍ଜି, 1ଟି ରୁଟି',
  'Egg curry, 1 millet roti, salad': 'ଅଣ୍ଡା ତରକାରି, 1ଟି ମିଲେଟ୍ ରୁଟି, ସାଲାଡ୍',
  'Chicken soup with vegetables': 'ପନିପରିବା ସହ ଚିକେନ୍ ସୁପ୍',
  'Chicken tikka, dal, salad': 'ଚିକେନ୍ ଟିକ୍କା, ଡାଲି, ସାଲାଡ୍',
  'Prawn stir fry, small brown rice': 'ଚିଙ୍ଗୁଡ଼ି ଷ୍ଟିର୍ ଫ୍ରାଇ, ଅଳ୍ପ ବ୍ରାଉନ୍ ରାଇସ୍',
  'Grilled chicken, clear soup': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, କ୍ଲିଅର୍ ସୁପ୍',
  'Chicken curry (light), 1 roti': 'ଚିକେନ୍ କରି (ହାଲୁକା), 1ଟି ରୁଟି',
  'Egg salad bowl': 'ଅଣ୍ଡା ସାଲାଡ୍ ବୋଲ୍',
  'Odia fish curry, small rice, santula': 'ମାଛ ଝୋଳ, ଅଳ୍ପ ଭାତ, ସନ୍ତୁଳା',
  'Chicken keema lettuce cups': 'ଲେଟୁସ୍ ପତ୍ରରେ ଚିକେନ୍ କିମା',
  'Methi dal, millet roti, salad': 'ମେଥି ଶାଗ ଡାଲି, ମିଲେଟ୍ ରୁଟି, ସାଲାଡ୍',
  'Vegetable dalia, curd': 'ପନିପରିବା ଡାଲିଆ, ଦହି',
  'Karela sabzi, chana dal, 1 roti': 'କଲରା ତରକାରି, ବୁଟ ଡାଲି, 1ଟି ରୁଟି',
  'Paneer tikka, sautéed greens': 'ପନିର ଟିକ୍କା, ଶାଗ ଭଜା',
  'Rajma, brown rice (small), salad': 'ରାଜମା, ବ୍ରାଉନ୍ ରାଇସ୍ (ଅଳ୍ପ), ସାଲାଡ୍',
  'Moong dal chilla, mint chutney': 'ମୁଗ ଡାଲି ଚିଲା, ପୋଦିନା ଚଟଣି',
  'Palak paneer, 1 jowar roti': 'ପାଳଙ୍ଗ ପନିର, 1ଟି ଜୁଆର ରୁଟି',
  'Vegetable soup, sprouts salad': 'ପନିପରିବା ସୁପ୍, ଗଜା ମୁଗ ସାଲାଡ୍',
  'Dalma, brown rice (small), curd': 'ଡାଲମା, ବ୍ରାଉନ୍ ରାଇସ୍ (ଅଳ୍ପ), ଦହି',
  'Soya curry, 1 ragi roti': 'ସୋୟା ତରକାରି, 1ଟି ମାଣ୍ଡିଆ ରୁଟି',
  'Chole, 1 multigrain roti, salad': 'ଛୋଲେ, 1ଟି ମଲ୍ଟିଗ୍ରେନ୍ ରୁଟି, ସାଲାଡ୍',
  'Mushroom masala, clear soup': 'ଛତୁ ମସଲା, କ୍ଲିଅର୍ ସୁପ୍',
  'Vegetable khichdi (millet), raita': 'ମିଲେଟ୍ ପନିପରିବା ଖେଚୁଡ଼ି, ରାଇତା',
  'Tofu stir fry, sautéed vegetables': 'ଟୋଫୁ ଷ୍ଟିର୍ ଫ୍ରାଇ, ପନିପରିବା ଭଜା',
  'Grilled chicken, millet roti, salad': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ମିଲେଟ୍ ରୁଟି, ସାଲାଡ୍',
  'Egg white bhurji, vegetable soup': 'ଅଣ୍ଡାଧଳା ଭୁର୍ଜି, ପନିପରିବା ସୁପ୍',
  'Fish curry, brown rice (small), santula': 'ମାଛ ତରକାରି, ବ୍ରାଉନ୍ ରାଇସ୍ (ଅଳ୍ପ), ସନ୍ତୁଳା',
  'Chicken soup, sautéed greens': 'ଚିକେନ୍ ସୁପ୍, ଶାଗ ଭଜା',
  'Egg curry, 1 jowar roti, salad': 'ଅଣ୍ଡା ତରକାରି, 1ଟି ଜୁଆର ରୁଟି, ସାଲାଡ୍',
  'Grilled fish, sautéed vegetables': 'ଗ୍ରିଲ୍ଡ ମାଛ, ପନିପରିବା ଭଜା',
  'Chicken curry, 1 multigrain roti': 'ଚିକେନ୍ କରି, 1ଟି ମଲ୍ଟିଗ୍ରେନ୍ ରୁଟି',
  'Dal soup, paneer salad': 'ଡାଲି ସୁପ୍, ପନିର ସାଲାଡ୍',
  'Prawn stir fry, brown rice (small)': 'ଚିଙ୍ଗୁଡ଼ି ଷ୍ଟିର୍ ଫ୍ରାଇ, ବ୍ରାଉନ୍ ରାଇସ୍ (ଅଳ୍ପ)',
  'Chicken tikka, salad': 'ଚିକେନ୍ ଟିକ୍କା, ସାଲାଡ୍',
  'Chicken keema, 1 ragi roti, salad': 'ଚିକେନ୍ କିମା, 1ଟି ମାଣ୍ଡିଆ ରୁଟି, ସାଲାଡ୍',
  'Egg curry, sautéed greens': 'ଅଣ୍ଡା ତରକାରି, ଶାଗ ଭଜା',
  'Odia fish curry, brown rice (small)': 'ମାଛ ଝୋଳ, ବ୍ରାଉନ୍ ରାଇସ୍ (ଅଳ୍ପ)',
  'Paneer tikka, jeera rice, dal makhani (light)': 'ପନିର ଟିକ୍କା, ଜିରା ଭାତ, ଡାଲ୍ ମଖନି (ହାଲୁକା)',
  'Soya chunk pulao, raita': 'ସୋୟାବଡ଼ି ପୋଲାଉ, ରାଇତା',
  'Rajma, brown rice, paneer salad': 'ରାଜମା, ବ୍ରାଉନ୍ ରାଇସ୍, ପନିର ସାଲାଡ୍',
  'Chana masala, 3 rotis, curd': 'ଛୋଲା ମସଲା, 3ଟି ରୁଟି, ଦହି',
  'Chole, jeera rice, sprouts': 'ଛୋଲେ, ଜିରା ଭାତ, ଗଜା ମୁଗ',
  'Paneer bhurji, 3 rotis': 'ପନିର ଭୁର୍ଜି, 3ଟି ରୁଟି',
  'Soya curry, millet, dal': 'ସୋୟା ତରକାରି, ମିଲେଟ୍, ଡାଲି',
  'Palak paneer, brown rice': 'ପାଳଙ୍ଗ ପନିର, ବ୍ରାଉନ୍ ରାଇସ୍',
  'Dalma, rice, paneer fry, curd': 'ଡାଲମା, ଭାତ, ପନିର ଭଜା, ଦହି',
  'Tofu stir fry, noodles (whole wheat)': 'ଟୋଫୁ ଷ୍ଟିର୍ ଫ୍ରାଇ, ଗହମ ନୁଡୁଲ୍ସ',
  'Paneer butter masala (light), 3 rotis': 'ପନିର ବଟର ମସଲା (ହାଲୁକା), 3ଟି ରୁଟି',
  'Moong dal khichdi, raita, peanuts': 'ମୁଗ ଡାଲି ଖେଚୁଡ଼ି, ରାଇତା, ଚିନାବାଦାମ',
  'Veg biryani with soya and paneer, raita': 'ସୋୟା ଓ ପନିର ସହ ଭେଜ୍ ବିରିୟାନି, ରାଇତା',
  'Mushroom matar, 3 rotis': 'ଛତୁ ମଟର, 3ଟି ରୁଟି',
  'Chicken curry, jeera rice, dal': 'ଚିକେନ୍ କରି, ଜିରା ଭାତ, ଡାଲି',
  'Egg bhurji (4 eggs), 3 rotis': 'ଅଣ୍ଡା ଭୁର୍ଜି (4ଟି ଅଣ୍ଡା), 3ଟି ରୁଟି',
  'Grilled chicken, brown rice, salad': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ବ୍ରାଉନ୍ ରାଇସ୍, ସାଲାଡ୍',
  'Fish curry, rice, santula': 'ମାଛ ତରକାରି, ଭାତ, ସନ୍ତୁଳା',
  'Lean mutton curry, rice, raita': 'ମଟନ୍ କରି (କମ୍ ଚର୍ବି), ଭାତ, ରାଇତା',
  'Chicken tikka, 3 rotis': 'ଚିକେନ୍ ଟିକ୍କା, 3ଟି ରୁଟି',
  'Egg curry (3 eggs), brown rice': 'ଅଣ୍ଡା ତରକାରି (3ଟି ଅଣ୍ଡା), ବ୍ରାଉନ୍ ରାଇସ୍',
  'Prawn masala, rice, salad': 'ଚିଙ୍ଗୁଡ଼ି ମସଲା, ଭାତ, ସାଲାଡ୍',
  'Grilled fish, potatoes, greens': 'ଗ୍ରିଲ୍ଡ ମାଛ, ଆଳୁ, ଶାଗ',
  'Prawn curry, brown rice, dal': 'ଚିଙ୍ଗୁଡ଼ି ତରକାରି, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି',
  'Chicken keema, 3 rotis': 'ଚିକେନ୍ କିମା, 3ଟି ରୁଟି',
  'Odia fish curry, rice, dal': 'ମାଛ ଝୋଳ, ଭାତ, ଡାଲି',
  'Grilled chicken, sweet potato, salad': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ଶକରକନ୍ଦ, ସାଲାଡ୍',
  'Dal, jeera rice, aloo-beans sabzi': 'ଡାଲି, ଜିରା ଭାତ, ଆଳୁ ବିନ୍ସ ତରକାରି',
  'Vegetable khichdi, raita': 'ପନିପରିବା ଖେଚୁଡ଼ି, ରାଇତା',
  'Rajma, rice, salad': 'ରାଜମା, ଭାତ, ସାଲାଡ୍',
  'Paneer sabzi, 2 rotis': 'ପନିର ତରକାରି, 2ଟି ରୁଟି',
  'Chole, 2 rotis, onion salad': 'ଛୋଲେ, 2ଟି ରୁଟି, ପିଆଜ ସାଲାଡ୍',
  'Dalma, rice': 'ଡାଲମା ଭାତ',
  'Mixed veg curry, 2 rotis, curd': 'ମିକ୍ସ ପନିପରିବା ତରକାରି, 2ଟି ରୁଟି, ଦହି',
  'Vegetable upma, chutney': 'ପନିପରିବା ଉପମା, ଚଟଣି',
  'Kadhi, rice, sautéed greens': 'କଢ଼ି, ଭାତ, ଶାଗ ଭଜା',
  'Mushroom masala, 2 rotis': 'ଛତୁ ମସଲା, 2ଟି ରୁଟି',
  'Vegetable pulao, raita': 'ପନିପରିବା ପୋଲାଉ, ରାଇତା',
  'Dalma, rice, santula': 'ଡାଲମା, ଭାତ, ସନ୍ତୁଳା',
  'Soya curry, 2 rotis': 'ସୋୟା ତରକାରି, 2ଟି ରୁଟି',
  'Egg curry, rice, salad': 'ଅଣ୍ଡା ତରକାରି, ଭାତ, ସାଲାଡ୍',
  'Chicken soup, 2 rotis': 'ଚିକେନ୍ ସୁପ୍, 2ଟି ରୁଟି',
  'Chicken curry, rice, salad': 'ଚିକେନ୍ କରି, ଭାତ, ସାଲାଡ୍',
  'Egg bhurji, 2 rotis': 'ଅଣ୍ଡା ଭୁର୍ଜି, 2ଟି ରୁଟି',
  'Grilled chicken, pulao, raita': 'ଗ୍ରିଲ୍ଡ ଚିକେନ୍, ପୋଲାଉ, ରାଇତା',
  'Dal, rice, egg fry': 'ଡାଲି ଭାତ, ଅଣ୍ଡା ଭଜା',
  'Egg biryani (light), raita': 'ଅଣ୍ଡା ବିରିୟାନି (ହାଲୁକା), ରାଇତା',
  'Fish tikka, 2 rotis, salad': 'ମାଛ ଟିକ୍କା, 2ଟି ରୁଟି, ସାଲାଡ୍',
  'Chicken tikka, 2 rotis, dal': 'ଚିକେନ୍ ଟିକ୍କା, 2ଟି ରୁଟି, ଡାଲି',
  'Prawn curry, rice': 'ଚିଙ୍ଗୁଡ଼ି ତରକାରି, ଭାତ',
  'Chicken curry, 2 rotis': 'ଚିକେନ୍ କରି, 2ଟି ରୁଟି',
};

/**
 * The Odia name of a seeded dish by its seed key: a second portion of a meal is seeded as
 * "name · 500 kcal" (decision 177), and its Odia says the figure the same way.
 */
export function seedDishOdiaName(seedKey: string): string | undefined {
  const [english = '', portion] = seedKey.split(' · ');
  const odia = SEED_DISH_ODIA[english];
  if (!odia) return undefined;
  const kcal = portion ? /^(\d+) kcal$/.exec(portion)?.[1] : undefined;
  return kcal ? `${odia} · ${kcal} କ୍ୟାଲୋରି` : odia;
}

/** Every meal the old menus named, for the test that each has its Odia. */
export function seededMealNames(): string[] {
  const names = new Set<string>();
  for (const options of Object.values(SEED_MENUS)) {
    for (const rows of Object.values(options)) {
      for (const [lunch, dinner] of rows) {
        names.add(lunch);
        names.add(dinner);
      }
    }
  }
  return [...names];
}
