/** The Close button at the foot of an admin modal that only shows something. */
export function ModalCloseRow({ onClose }: { onClose: () => void }) {
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
