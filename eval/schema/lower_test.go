package schema

import "testing"

// TestLowerLikePython compares Lower with Python 3's str.lower (outputs
// recorded with Debian's python3).
func TestLowerLikePython(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Singer_ID", "singer_id"},
		{"İL", "i\u0307l"},
		{"ΟΔΟΣ", "οδος"},
		{"ΣΑ", "σα"},
		{"ΑΣ.", "ας."},
		{"Σ", "σ"},
		{"aΣ'b", "aσ'b"},
		{"ÅNGSTRÖM", "ångström"},
		{"ΑΣ Β", "ας β"},
		{"\u212a", "k"},
		{"ẞ", "ß"},
		{"AΣ\u0301", "aς\u0301"},
		{"Σ\u0301A", "σ\u0301a"},
		{"ǅ", "ǆ"},
		{"ΑΣΣ", "ασς"},
		{".Σ", ".σ"},
	}
	for _, c := range cases {
		if got := Lower(c.in); got != c.want {
			t.Errorf("Lower(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
