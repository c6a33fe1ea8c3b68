import { ACCOUNT_CLOSING_POLICY_ODIA } from '@fitthali/domain/account-closing-odia';
import { type PolicyDocument, REFUND } from '../policies';
import { ODIA_POLICY as P } from './_policy-words';

const refund: PolicyDocument = {
  title: 'ଟଙ୍କା ଫେରସ୍ତ (Refund) ନୀତି',
  description: `ଟଙ୍କା ଫେରସ୍ତ ହେବାକୁ ${P.refundBusinessDays} ଲାଗେ। ${P.noticeBeforeStart} ବାତିଲ୍ କଲେ ପୂରା ଟଙ୍କା ଫେରସ୍ତ ମିଳେ।`,
  intro:
    'ସବସ୍କ୍ରାଇବ୍ କରିବା ଯେତିକି ସହଜ, ବାତିଲ୍ କରିବା ବି ସେତିକି ସହଜ ହେଉ ବୋଲି ଆମେ ଚାହୁଁ। ଟଙ୍କା ଫେରସ୍ତ କିପରି ହୁଏ, ଠିକ୍ ତାହା ଏଠାରେ ଲେଖାଅଛି।',
  updated: REFUND.updated,
  sections: [
    {
      heading: 'ଆପଣଙ୍କ ପ୍ଲାନ୍ ଆରମ୍ଭ ହେବା ଆଗରୁ',
      paragraphs: [
        `${P.noticeBeforeStart} ବାତିଲ୍ କଲେ ଆପଣ ପୂରା ଟଙ୍କା ଫେରସ୍ତ ପାଇବେ: ଅନଲାଇନରେ ଦେଇଥିବା ଟଙ୍କା ଆପଣଙ୍କ ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମକୁ ଫେରିଯିବ, ଆଉ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) ଅର୍ଡରରେ କିଛି ଦେବାକୁ ବାକି ରହିବ ନାହିଁ। ଆପଣ ବ୍ୟବହାର କରିଥିବା କୁପନ୍ ପୁଣି ବ୍ୟବହାର କରିହେବ, ଆଉ ଖର୍ଚ୍ଚ କରିଥିବା ମିଲ୍ କ୍ରେଡିଟ୍ ଆପଣଙ୍କୁ ଫେରିଆସିବ।`,
      ],
    },
    {
      heading: 'ଆପଣଙ୍କ ପ୍ଲାନ୍ ଆରମ୍ଭ ହେବା ପରେ',
      points: [
        'ପ୍ଲାନ୍ ଆରମ୍ଭ ହୋଇଗଲା ପରେ ଟଙ୍କା ଫେରସ୍ତ ହୁଏ ନାହିଁ।',
        `ଆରମ୍ଭ ପରେ ବାତିଲ୍ କଲେ, ${P.creditAfterStart}। ଶେଷ ସମୟ ପାର ହୋଇସାରିଥିବା ଭୋଜନ ରନ୍ଧାଯାଇ ପହଞ୍ଚାଯିବ।`,
        P.creditNotRefund,
        `ଟ୍ରାଏଲ୍ ପ୍ଲାନ୍ (${P.trialDays} ଦିନର ଟ୍ରାଏଲ୍) ପାଇଁ ଟଙ୍କା ଫେରସ୍ତ ହୁଏ ନାହିଁ, ମିଲ୍ କ୍ରେଡିଟ୍ ବି ମିଳେ ନାହିଁ।`,
        `ତଥାପି ଆପଣ ${P.noticeBeforeNextDelivery} ବାତିଲ୍ କିମ୍ବା ବିରତି (pause) କରିପାରିବେ।`,
      ],
    },
    {
      heading: 'ଯଦି ଆପଣ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କରନ୍ତି',
      points: [...ACCOUNT_CLOSING_POLICY_ODIA],
    },
    {
      heading: 'କେତେ ଦିନ ଲାଗେ',
      paragraphs: [
        `ଟଙ୍କା ଫେରସ୍ତ ${P.refundBusinessDays}ରେ ହୁଏ, ଆପଣ ଯେଉଁ ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମରେ ଦେଇଥିଲେ ସେଥିକୁ। ପ୍ରତ୍ୟେକ ଫେରସ୍ତ କେଉଁଠି ପହଞ୍ଚିଲା, ଆପଣ ନିଜ ପ୍ରୋଫାଇଲରେ ଦେଖିପାରିବେ।`,
      ],
    },
    {
      heading: 'କିଛି ଭୁଲ୍ ହେଲା କି?',
      paragraphs: [
        `ଯଦି କୌଣସି ଭୋଜନ ଡେରିରେ, ଭୁଲ୍ କିମ୍ବା ଖରାପ ଅବସ୍ଥାରେ ପହଞ୍ଚିଲା, ସେହି ଦିନ ଯୋଗାଯୋଗ ପୃଷ୍ଠା ଦେଇ ଆମକୁ ଜଣାନ୍ତୁ। ଅଭିଯୋଗର ସମାଧାନ ${P.escalationHours} ଘଣ୍ଟା ଭିତରେ କରିବାକୁ ଆମେ ଚେଷ୍ଟା କରୁ।`,
      ],
    },
  ],
};
export default refund;
