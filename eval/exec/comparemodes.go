package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Comparisons that RL recipes use in place of the reference's (ResultEq,
// BIRD's set): each says when a prediction's rows match the gold's, as the
// recipe states it over Python's sqlite3 rows (tuples, in column order;
// 1 == 1.0; str and bytes never equal).
const (
	// CompareMultiset: Counter(gold) == Counter(pred); row order ignored,
	// duplicates counted.
	CompareMultiset = "multiset"
	// CompareFrozenset: frozenset(gold) == frozenset(pred) (SkyRL-SQL);
	// order and duplicates ignored.
	CompareFrozenset = "frozenset"
	// CompareSetRound10: set(gold) == set(pred) after round(x, 10) of every
	// float (BIRD-RL).
	CompareSetRound10 = "set_round10"
	// CompareOrderedIfOrderBy: gold == pred as lists when the gold's text
	// holds "order by" (any case), else as multisets.
	CompareOrderedIfOrderBy = "ordered_if_order_by"
)

// CompareModes lists the named comparisons.
var CompareModes = []string{CompareMultiset, CompareFrozenset, CompareSetRound10, CompareOrderedIfOrderBy}

// CheckCompareMode refuses a name that is not one of CompareModes.
func CheckCompareMode(mode string) error {
	if slices.Contains(CompareModes, mode) {
		return nil
	}
	return fmt.Errorf("compare %q: want one of %s", mode, strings.Join(CompareModes, ", "))
}

// CompareRows reports whether pred matches gold under mode (one of
// CompareModes); goldSQL decides CompareOrderedIfOrderBy.
func CompareRows(mode string, gold, pred []Row, goldSQL string) bool {
	switch mode {
	case CompareMultiset:
		return sameBag(recipeKeys(gold, false), recipeKeys(pred, false))
	case CompareFrozenset:
		return sameSet(recipeKeys(gold, false), recipeKeys(pred, false))
	case CompareSetRound10:
		return sameSet(recipeKeys(gold, true), recipeKeys(pred, true))
	case CompareOrderedIfOrderBy:
		if strings.Contains(strings.ToLower(goldSQL), "order by") {
			return slices.EqualFunc(gold, pred, func(a, b Row) bool { return rowKey(a, false) == rowKey(b, false) })
		}
		return sameBag(recipeKeys(gold, false), recipeKeys(pred, false))
	}
	panic("exec.CompareRows: unknown mode " + mode)
}

// recipeKeys are the rows' identities under a recipe's comparison
// (rowKey), for strict.go's sameSet and sameBag.
func recipeKeys(rows []Row, round bool) []string {
	keys := make([]string, len(rows))
	for i, r := range rows {
		keys[i] = rowKey(r, round)
	}
	return keys
}

// rowKey is a row's identity under Python's tuple equality: a float equal
// to an integer is that integer (1.0 == 1, 2.0**53 != 2**53 + 1).
func rowKey(r Row, round bool) string {
	b := binary.AppendUvarint(nil, uint64(len(r)))
	for _, v := range r {
		f, isFloat := v.F, v.Kind == Float
		if isFloat && round {
			f = round10(f)
		}
		switch {
		case v.Kind == Int:
			b = append(b, 'i')
			b = binary.AppendVarint(b, v.I)
		case isFloat && f == math.Trunc(f) && f >= -(1<<63) && f < 1<<63:
			b = append(b, 'i')
			b = binary.AppendVarint(b, int64(f))
		case isFloat:
			b = append(b, 'f')
			b = binary.BigEndian.AppendUint64(b, math.Float64bits(f))
		case v.Kind == Text, v.Kind == Blob:
			b = append(b, "tb"[v.Kind-Text])
			b = binary.AppendUvarint(b, uint64(len(v.S)))
			b = append(b, v.S...)
		default:
			b = append(b, 'n')
		}
	}
	return string(b)
}

// round10 is Python's round(f, 10): the nearest double to f correctly
// rounded to 10 decimals (ties to even on f's exact value).
func round10(f float64) float64 {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return f
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(f, 'f', 10, 64), 64)
	if err != nil {
		return f
	}
	if r == 0 {
		return math.Copysign(0, f)
	}
	return r
}
