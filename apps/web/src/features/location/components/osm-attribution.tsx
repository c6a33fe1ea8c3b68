/** Geocoded results come from OpenStreetMap data, whose licence asks for this credit. */
export function OsmAttribution() {
  return (
    <p className="osm-attribution">
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
        © OpenStreetMap contributors
      </a>
    </p>
  );
}
