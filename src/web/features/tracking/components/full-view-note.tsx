/** Why a phone look-up shows less than the tracker of the device that ordered (DESIGN section 5). */
export function FullViewNote() {
  return (
    <p className="text-sm text-stone-600">
      For your privacy, the dishes, the street address and the driver’s live position are shown only on the
      device that placed the order.
    </p>
  );
}
