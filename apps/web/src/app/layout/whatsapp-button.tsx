import { WhatsAppIcon } from '../../components/ui/icons';
import { WHATSAPP_URL } from '../../content/contact-details';

export function WhatsAppButton() {
  return (
    <a className="whatsapp-fab" href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon size={26} />
      <span className="whatsapp-fab__label">Chat on WhatsApp</span>
    </a>
  );
}
