/** /fanDetail: the route exists and shows nothing, as SPEC §2 says ("content not shown"). */
export default function FanDetail() {
  return <div className="container section" />;
}
