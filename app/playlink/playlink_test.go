package playlink

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
)

// longPair is a pair of long queries as people share them: BIRD-style
// joins with CASE, nested selects, window functions and long literals,
// no text repeated (1,878 characters; 2,458 bytes as URL query values).
var longPair = Pair{
	DB: "california_schools",
	Gold: "SELECT T1.`School Name`, T2.County, CAST(SUM(CASE WHEN T1.`Free Meal Count (K-12)` > 0 THEN 1 ELSE 0 END) AS REAL) * 100 / COUNT(*) AS share, " +
		"MAX(T3.AvgScrMath) - MIN(T3.AvgScrRead) AS spread, AVG(T3.NumGE1500 * 1.0 / NULLIF(T3.NumTstTakr, 0)) AS ratio " +
		"FROM frpm AS T1 INNER JOIN schools AS T2 ON T1.CDSCode = T2.CDSCode LEFT JOIN satscores AS T3 ON T3.cds = T2.CDSCode " +
		"WHERE T2.County IN ('Alameda', 'Contra Costa', 'San Mateo', 'Santa Clara') AND T1.`Academic Year` = '2014-2015' " +
		"AND T2.OpenDate BETWEEN '1980-01-01' AND '2000-12-31' AND T2.Virtual <> 'F' AND T2.FundingType = 'Directly funded' " +
		"AND T1.`Enrollment (Ages 5-17)` > (SELECT AVG(`Enrollment (Ages 5-17)`) FROM frpm WHERE `County Name` = T2.County) " +
		"GROUP BY T1.`School Name`, T2.County HAVING COUNT(DISTINCT T1.`District Code`) >= 1 AND share > 40 " +
		"ORDER BY share DESC, spread ASC, T1.`School Name` LIMIT 10 OFFSET 2",
	Pred: "WITH ranked AS (SELECT s.CDSCode, s.County, f.`School Name` AS name, f.`Free Meal Count (K-12)` AS meals, f.`Enrollment (K-12)` AS pupils, " +
		"ROW_NUMBER() OVER (PARTITION BY s.County ORDER BY f.`Percent (%) Eligible Free (K-12)` DESC) AS rk, " +
		"DENSE_RANK() OVER (ORDER BY f.`FRPM Count (K-12)` DESC) AS overall FROM frpm f JOIN schools s USING (CDSCode) " +
		"WHERE s.County LIKE '%Alameda%' OR s.City IN ('Oakland', 'Berkeley', 'Fremont', 'Hayward', 'San Leandro')) " +
		"SELECT r.name, r.County, 100.0 * SUM(r.meals > 0) / COUNT(*) AS pct, COALESCE(MAX(t.AvgScrWrite), -1) AS best_writing, " +
		"GROUP_CONCAT(DISTINCT t.dname) AS districts, SUBSTR(r.name, 1, INSTR(r.name || ' ', ' ') - 1) AS first_word " +
		"FROM ranked r LEFT OUTER JOIN satscores t ON t.cds = r.CDSCode AND t.rtype = 'S' " +
		"WHERE r.rk <= 3 AND r.pupils BETWEEN 200 AND 4000 AND NOT EXISTS (SELECT 1 FROM schools x WHERE x.CDSCode = r.CDSCode AND x.Charter = 1) " +
		"GROUP BY r.name, r.County HAVING pct >= 40.5 ORDER BY pct DESC, best_writing DESC LIMIT 10 OFFSET 2",
	Question:  "Which ten Alameda-area schools, after the first two, had the highest share of students with free meals in 2014-2015?",
	Reference: "bird",
}

func TestRoundTrip(t *testing.T) {
	for _, p := range []Pair{
		{},
		{DB: "concert_singer", Gold: "SELECT count(*) FROM singer", Pred: "SELECT count(*) FROM singer"},
		{DB: "x", Gold: "SELECT 'a\tb', \"é\" -- ✓\nFROM t", Pred: "SELECT '\x01'", Question: "what?", Reference: "spider"},
		longPair,
	} {
		got, err := Decode(Encode(p))
		if err != nil {
			t.Fatalf("Decode(Encode(%+v)): %v", p, err)
		}
		if got != p {
			t.Errorf("round trip:\n%+v\nwant\n%+v", got, p)
		}
	}
}

// TestLongPairUnder2KB checks the bound on a whole link: the
// page's address with the view and the packed pair.
func TestLongPairUnder2KB(t *testing.T) {
	plain := url.Values{"view": {"playground"}, "db": {longPair.DB}, "gold": {longPair.Gold}, "pred": {longPair.Pred}, "nl": {longPair.Question}, "ref": {longPair.Reference}}.Encode()
	link := "https://spidereval.example.org/?view=playground#pg=" + Encode(longPair)
	if len(link) >= 2048 {
		t.Errorf("the link is %d bytes, want under 2 KB", len(link))
	}
	if len(link) >= len(plain) {
		t.Errorf("the packed link (%d bytes) is not shorter than the plain query (%d)", len(link), len(plain))
	}
	t.Logf("plain query %d bytes, packed link %d bytes", len(plain), len(link))
}

func TestDecodeNamesBadLinks(t *testing.T) {
	deflate := func(s string) string {
		var b bytes.Buffer
		w, _ := flate.NewWriter(&b, flate.BestSpeed)
		w.Write([]byte(s))
		w.Close()
		return base64.RawURLEncoding.EncodeToString(b.Bytes())
	}
	good := Encode(longPair)
	for _, c := range []struct{ name, in, want string }{
		{"not base64", "abc$def", "not base64url"},
		{"cut short", good[:len(good)/2&^3], "does not inflate"}, // whole base64 groups
		{"other layout", deflate("2\x00db\x00a\x00b\x00\x00"), `layout "2"`},
		{"missing fields", deflate("1\x00db\x00a"), "has 2 fields"},
		{"bomb", deflate(strings.Repeat("a", maxPacked+10)), "over"},
	} {
		_, err := Decode(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}
