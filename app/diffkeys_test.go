package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// Schemas of Spider dev databases (tables.json), the columns the cases use.
var (
	concertSinger = []protocol.SchemaTable{
		{Name: "stadium", Columns: []string{"stadium_id", "location", "name", "capacity", "highest", "lowest", "average"}},
		{Name: "singer", Columns: []string{"singer_id", "name", "country", "song_name", "song_release_year", "age", "is_male"}},
		{Name: "concert", Columns: []string{"concert_id", "concert_name", "theme", "stadium_id", "year"}},
		{Name: "singer_in_concert", Columns: []string{"concert_id", "singer_id"}},
	}
	pets1 = []protocol.SchemaTable{
		{Name: "student", Columns: []string{"stuid", "lname", "fname", "age", "sex", "major", "advisor", "city_code"}},
		{Name: "has_pet", Columns: []string{"stuid", "petid"}},
		{Name: "pets", Columns: []string{"petid", "pettype", "pet_age", "weight"}},
	}
	museumVisit = []protocol.SchemaTable{
		{Name: "museum", Columns: []string{"museum_id", "name", "num_of_staff", "open_year"}},
		{Name: "visitor", Columns: []string{"id", "name", "level_of_membership", "age"}},
		{Name: "visit", Columns: []string{"museum_id", "visitor_id", "num_of_ticket", "total_spent"}},
	}
	flight2 = []protocol.SchemaTable{
		{Name: "airlines", Columns: []string{"uid", "airline", "abbreviation", "country"}},
		{Name: "airports", Columns: []string{"city", "airportcode", "airportname", "country", "countryabbrev"}},
		{Name: "flights", Columns: []string{"airline", "flightno", "sourceairport", "destairport"}},
	}
	dogKennels = []protocol.SchemaTable{
		{Name: "professionals", Columns: []string{"professional_id", "role_code", "first_name"}},
		{Name: "treatments", Columns: []string{"treatment_id", "dog_id", "professional_id", "treatment_type_code"}},
	}
)

// TestDiffClause: clauses of Spider dev golds (dev_gold.sql) and of the
// kit's predictions (question index: 0-based line of dev_gold.sql) are
// marked where exact match reads them differently, and only there: an
// alias, a qualified or bare column, keyword case, spacing and the order
// of conditions, items and joined tables are never marked; values,
// JOIN ON conditions, foreign-key columns (which exact match merges) and
// real differences are.
func TestDiffClause(t *testing.T) {
	cases := []struct {
		name       string
		schema     []protocol.SchemaTable
		gold, pred []string // "KEYWORD: text", the query's clauses
		kw         string   // the clause compared
		// The marked words of each side, joined by spaces.
		wantGold, wantPred string
	}{
		{"#24 gpt4_zeroshot SELECT: aliases and qualified names", concertSinger,
			[]string{"SELECT: T2.name, T2.capacity", "FROM: concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id", "WHERE: T1.year >= 2014", "GROUP BY: T2.stadium_id"},
			[]string{"SELECT: stadium.Name, stadium.Capacity", "FROM: stadium JOIN concert ON stadium.Stadium_ID = concert.Stadium_ID", "WHERE: concert.Year >= 2014", "GROUP BY: stadium.Stadium_ID"},
			"SELECT", "", ""},
		{"#24 gpt4_zeroshot FROM: tables in another order, without aliases", concertSinger,
			[]string{"SELECT: T2.name, T2.capacity", "FROM: concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id"},
			[]string{"SELECT: stadium.Name, stadium.Capacity", "FROM: stadium JOIN concert ON stadium.Stadium_ID = concert.Stadium_ID"},
			"FROM", "", ""},
		{"#24 gpt4_zeroshot GROUP BY", concertSinger,
			[]string{"FROM: concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id", "GROUP BY: T2.stadium_id"},
			[]string{"FROM: stadium JOIN concert ON stadium.Stadium_ID = concert.Stadium_ID", "GROUP BY: stadium.Stadium_ID"},
			"GROUP BY", "", ""},
		{"#24 gpt4_zeroshot ORDER BY: a real difference", concertSinger,
			[]string{"FROM: concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id", "ORDER BY: count(*) DESC"},
			[]string{"FROM: stadium JOIN concert ON stadium.Stadium_ID = concert.Stadium_ID", "ORDER BY: count(concert.concert_ID) DESC"},
			"ORDER BY", "*", "concert.concert_ID"},
		{"#39 gpt4_zeroshot: an alias of the prediction's own", concertSinger,
			[]string{"SELECT: name, country", "FROM: singer", "WHERE: song_name LIKE '%Hey%'"},
			[]string{"SELECT: s.Name, s.Country", "FROM: singer AS s", "WHERE: s.Song_Name LIKE '%Hey%'"},
			"WHERE", "", ""},
		{"#39 gpt4_zeroshot FROM: the alias definition", concertSinger,
			[]string{"SELECT: name, country", "FROM: singer"},
			[]string{"SELECT: s.Name, s.Country", "FROM: singer AS s"},
			"FROM", "", ""},
		{"#53 gpt4_zeroshot WHERE: conditions in another order", pets1,
			[]string{"FROM: student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid JOIN pets AS T3 ON T2.petid = T3.petid", "WHERE: T1.sex = 'F' AND T3.pettype = 'dog'"},
			[]string{"FROM: Has_Pet JOIN Pets ON Has_Pet.PetID = Pets.PetID JOIN Student ON Has_Pet.StuID = Student.StuID", "WHERE: Pets.PetType = 'dog' AND Student.Sex = 'F'"},
			"WHERE", "", ""},
		{"#53 gpt4_zeroshot FROM: three tables and their ON in another order", pets1,
			[]string{"FROM: student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid JOIN pets AS T3 ON T2.petid = T3.petid"},
			[]string{"FROM: Has_Pet JOIN Pets ON Has_Pet.PetID = Pets.PetID JOIN Student ON Has_Pet.StuID = Student.StuID"},
			"FROM", "", ""},
		{"#54 gpt4_zeroshot WHERE: only the value differs", pets1,
			[]string{"FROM: student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid JOIN pets AS T3 ON T2.petid = T3.petid", "WHERE: T1.sex = 'F' AND T3.pettype = 'dog'"},
			[]string{"FROM: Has_Pet JOIN Pets ON Has_Pet.PetID = Pets.PetID JOIN Student ON Has_Pet.StuID = Student.StuID", "WHERE: Pets.PetType = 'dog' AND Student.Sex = 'female'"},
			"WHERE", "'F'", "'female'"},
		{"#65 gpt4_zeroshot SELECT: bare columns of the one table", pets1,
			[]string{"SELECT: T1.fname, T1.age", "FROM: student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid JOIN pets AS T3 ON T3.petid = T2.petid"},
			[]string{"SELECT: Fname, Age", "FROM: Student"},
			"SELECT", "", ""},
		{"#79 dinsql_gpt4 GROUP BY: T1 names another table on each side (foreign key, merged by exact match)", pets1,
			[]string{"FROM: student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid", "GROUP BY: T1.stuid"},
			[]string{"FROM: Has_Pet AS T1 JOIN Student AS T2 ON T1.StuID = T2.StuID", "GROUP BY: T1.StuID"},
			"GROUP BY", "T1.stuid", "T1.StuID"},
		{"#420 gpt4_zeroshot GROUP BY: a foreign key for its key", museumVisit,
			[]string{"FROM: visitor AS t1 JOIN visit AS t2 ON t1.id = t2.visitor_id", "GROUP BY: t2.visitor_id", "ORDER BY: sum(t2.Total_spent) DESC"},
			[]string{"FROM: visitor JOIN visit ON visitor.ID = visit.visitor_ID", "GROUP BY: visitor.ID", "ORDER BY: sum(visit.Total_spent) DESC"},
			"GROUP BY", "t2.visitor_id", "visitor.ID"},
		{"#420 gpt4_zeroshot ORDER BY: in an aggregate", museumVisit,
			[]string{"FROM: visitor AS t1 JOIN visit AS t2 ON t1.id = t2.visitor_id", "ORDER BY: sum(t2.Total_spent) DESC"},
			[]string{"FROM: visitor JOIN visit ON visitor.ID = visit.visitor_ID", "ORDER BY: sum(visit.Total_spent) DESC"},
			"ORDER BY", "", ""},
		{"#225 dinsql_gpt4 FROM: ON conditions joined by OR in another order", flight2,
			[]string{"FROM: AIRPORTS AS T1 JOIN FLIGHTS AS T2 ON T1.AirportCode = T2.DestAirport OR T1.AirportCode = T2.SourceAirport"},
			[]string{"FROM: airports AS T1 JOIN flights AS T2 ON T1.AirportCode = T2.SourceAirport OR T1.AirportCode = T2.DestAirport"},
			"FROM", "", ""},
		{"#237 dinsql_gpt4 WHERE: a bare column of the one table", flight2,
			[]string{"FROM: AIRLINES AS T1 JOIN FLIGHTS AS T2 ON T1.uid = T2.Airline", "WHERE: T2.SourceAirport = 'APG'"},
			[]string{"FROM: flights", "WHERE: SourceAirport = 'APG'"},
			"WHERE", "", ""},
		{"#944 dinsql_gpt4 FROM: an ON condition the gold lacks", dogKennels,
			[]string{"FROM: Professionals AS T1 JOIN Treatments AS T2"},
			[]string{"FROM: Professionals AS T1 JOIN Treatments AS T2 ON T1.professional_id = T2.professional_id"},
			"FROM", "", "ON T1.professional_id = T2.professional_id"},
		{"#14 gpt4_zeroshot: keyword and name case", concertSinger,
			[]string{"SELECT: LOCATION, name", "FROM: stadium", "WHERE: capacity BETWEEN 5000 AND 10000"},
			[]string{"SELECT: Location, Name", "FROM: stadium", "WHERE: Capacity BETWEEN 5000 AND 10000"},
			"WHERE", "", ""},
		{"#14 with a second condition first: BETWEEN's AND joins no conditions", concertSinger,
			[]string{"FROM: stadium", "WHERE: capacity BETWEEN 5000 AND 10000 AND highest > 100"},
			[]string{"FROM: stadium", "WHERE: Highest > 100 AND Capacity BETWEEN 5000 AND 10000"},
			"WHERE", "", ""},
		{"#65 gpt4_zeroshot WHERE: subqueries with their own aliases", pets1,
			[]string{"FROM: student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid", "WHERE: T1.stuid NOT IN (SELECT T1.stuid FROM student AS T1 JOIN has_pet AS T2 ON T1.stuid = T2.stuid JOIN pets AS T3 ON T3.petid = T2.petid WHERE T3.pettype = 'cat')"},
			[]string{"FROM: Student", "WHERE: StuID NOT IN (SELECT StuID FROM Has_Pet JOIN Pets ON Has_Pet.PetID = Pets.PetID WHERE PetType = 'cat')"},
			"WHERE", "T1.stuid student JOIN ON T1.stuid = T2.stuid", "StuID"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gold, pred := parseClauses(c.gold), parseClauses(c.pred)
			gs, ps := clauseScopes(gold, c.schema), clauseScopes(pred, c.schema)
			var g, p string
			for _, cl := range gold {
				if cl.Keyword == c.kw {
					g = cl.Text
				}
			}
			for _, cl := range pred {
				if cl.Keyword == c.kw {
					p = cl.Text
				}
			}
			gt, pt := diffClause(c.kw, g, p, gs[0], ps[0])
			if got := marked(gt); got != c.wantGold {
				t.Errorf("gold %q: marked %q, want %q", g, got, c.wantGold)
			}
			if got := marked(pt); got != c.wantPred {
				t.Errorf("prediction %q: marked %q, want %q", p, got, c.wantPred)
			}
			// Every word is shown, as written.
			if joined(gt) != joined(splitWords(g)) || joined(pt) != joined(splitWords(p)) {
				t.Errorf("words changed: %q, %q", joined(gt), joined(pt))
			}
		})
	}
}

// TestDiffClauseWithoutScope: with no schema and no FROM (a clause the
// parser could not split), words are still compared in any case.
func TestDiffClauseWithoutScope(t *testing.T) {
	gt, pt := diffClause("", "SELECT name FROM singer", "select NAME from Singer where age > 3", nil, nil)
	if marked(gt) != "" || marked(pt) != "where age > 3" {
		t.Errorf("marked %q and %q", marked(gt), marked(pt))
	}
}

func parseClauses(cs []string) []protocol.Clause {
	var out []protocol.Clause
	for _, c := range cs {
		kw, text, _ := strings.Cut(c, ": ")
		out = append(out, protocol.Clause{Keyword: kw, Text: text})
	}
	return out
}

func marked(ts []Token) string {
	var out []string
	for _, t := range ts {
		if t.Changed {
			out = append(out, t.Text)
		}
	}
	return strings.Join(out, " ")
}

func joined(ts []Token) string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Text)
	}
	return strings.Join(out, " ")
}

// TestIgnoredNote: the note under a ✓ clause names what its marked words
// are to exact match (cases from TestDiffClause).
func TestIgnoredNote(t *testing.T) {
	cases := []struct {
		kw, gold, pred string
		want           string
	}{
		{"WHERE", "Student.sex = 'F'", "Student.Sex = 'female'", "equal for exact match: it compares columns and operators, not values"},
		{"GROUP BY", "t2.visitor_id", "visitor.ID", "equal for exact match: it counts a foreign-key column as the column it refers to"},
		{"WHERE", "t2.visitor_id = 3", "visitor.ID = 4", "equal for exact match: it compares columns and operators, not values, and counts a foreign-key column as the column it refers to"},
		{"FROM", "a JOIN b", "a JOIN b ON a.x = b.x", "equal for exact match: it compares the tables, not the JOIN ON conditions"},
		{"LIMIT", "1", "3", "equal for exact match: it compares whether there is a LIMIT, not its value"},
	}
	for _, c := range cases {
		gt, pt := DiffTokens(c.gold, c.pred)
		if got := ignoredBy(c.kw, changedOf(gt, pt)); got != c.want {
			t.Errorf("%s %q / %q: %q, want %q", c.kw, c.gold, c.pred, got, c.want)
		}
	}
}

// TestDiffClauseLong: two clauses of 7,200 OR terms each (issue 26's
// 100 KB prediction) are paired in linear time.
func TestDiffClauseLong(t *testing.T) {
	var a, b strings.Builder
	a.WriteString("name = 'x0'")
	b.WriteString("name = 'y0'")
	for i := 1; i < 7200; i++ {
		fmt.Fprintf(&a, " OR name = 'x%d'", i)
		fmt.Fprintf(&b, " OR name = 'x%d'", 7199-i)
	}
	start := time.Now()
	gt, pt := diffClause("WHERE", a.String(), b.String(), nil, nil)
	t.Logf("%v to diff", time.Since(start))
	if marked(gt) != "'x7199'" || marked(pt) != "'y0'" { // the one term each lacks
		t.Errorf("marked %.80q and %.80q", marked(gt), marked(pt))
	}
}
