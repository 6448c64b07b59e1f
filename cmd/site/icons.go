package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// The icon: a dark blue rounded square holding a light table grid with a
// filled header row. Geometry is in unit coordinates (0..1) so the PNGs and
// the SVG draw the same picture.
const (
	iconRadius   = 0.18  // corner radius of the square
	tableLeft    = 0.20  // table box
	tableRight   = 0.80  //
	tableTop     = 0.24  //
	tableBottom  = 0.76  //
	headerBottom = 0.36  // bottom of the filled header row
	outlineWidth = 0.035 // table outline
	gridWidth    = 0.022 // inner grid lines
)

var (
	iconBlue  = color.NRGBA{0x1f, 0x4e, 0x79, 0xff}
	iconLight = color.NRGBA{0xe8, 0xf1, 0xfa, 0xff}
	iconGrid  = color.NRGBA{0xa9, 0xc8, 0xe8, 0xff}
)

// gridColumns and gridRows are the x and y positions of the inner grid lines.
var (
	gridColumns = []float64{0.40, 0.60}
	gridRows    = []float64{headerBottom + (tableBottom-headerBottom)/3, headerBottom + 2*(tableBottom-headerBottom)/3}
)

// writeIcons writes icon-192.png, icon-512.png and icon.svg into web.
func writeIcons(web string) error {
	for _, size := range []int{192, 512} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, drawIcon(size)); err != nil {
			return fmt.Errorf("encoding %dpx icon: %w", size, err)
		}
		name := filepath.Join(web, fmt.Sprintf("icon-%d.png", size))
		if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("writing icon: %w", err)
		}
	}
	name := filepath.Join(web, "icon.svg")
	if err := os.WriteFile(name, []byte(iconSVG()), 0o644); err != nil {
		return fmt.Errorf("writing icon: %w", err)
	}
	return nil
}

// drawIcon renders the icon at size×size pixels, 4×4 supersampled.
func drawIcon(size int) *image.NRGBA {
	const samples = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b, a float64
			for sy := 0; sy < samples; sy++ {
				for sx := 0; sx < samples; sx++ {
					u := (float64(x) + (float64(sx)+0.5)/samples) / float64(size)
					v := (float64(y) + (float64(sy)+0.5)/samples) / float64(size)
					c := iconColorAt(u, v)
					alpha := float64(c.A) / 255
					r += float64(c.R) * alpha
					g += float64(c.G) * alpha
					b += float64(c.B) * alpha
					a += alpha
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(x, y, color.NRGBA{
				R: uint8(math.Round(r / a)),
				G: uint8(math.Round(g / a)),
				B: uint8(math.Round(b / a)),
				A: uint8(math.Round(255 * a / samples / samples)),
			})
		}
	}
	return img
}

// iconColorAt is the icon's colour at unit point (u, v).
func iconColorAt(u, v float64) color.NRGBA {
	if !inRoundedSquare(u, v) {
		return color.NRGBA{}
	}
	// inBox: inside the table box grown by m on every side.
	inBox := func(m float64) bool {
		return u >= tableLeft-m && u <= tableRight+m && v >= tableTop-m && v <= tableBottom+m
	}
	switch {
	case !inBox(outlineWidth / 2):
		return iconBlue
	case !inBox(-outlineWidth/2) || v <= headerBottom:
		return iconLight
	}
	for _, x := range gridColumns {
		if math.Abs(u-x) <= gridWidth/2 {
			return iconGrid
		}
	}
	for _, y := range gridRows {
		if math.Abs(v-y) <= gridWidth/2 {
			return iconGrid
		}
	}
	return iconBlue
}

// inRoundedSquare reports whether (u, v) lies in the unit square with rounded corners.
func inRoundedSquare(u, v float64) bool {
	cx := math.Max(iconRadius-u, math.Max(u-(1-iconRadius), 0))
	cy := math.Max(iconRadius-v, math.Max(v-(1-iconRadius), 0))
	return cx*cx+cy*cy <= iconRadius*iconRadius
}

// iconSVG draws the same icon as SVG on a 512-unit canvas.
func iconSVG() string {
	const s = 512.0
	hex := func(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="%g" height="%g">`+"\n", s, s, s, s)
	fmt.Fprintf(&b, `  <rect width="%g" height="%g" rx="%g" fill="%s"/>`+"\n", s, s, iconRadius*s, hex(iconBlue))
	w, h := (tableRight-tableLeft)*s, (tableBottom-tableTop)*s
	fmt.Fprintf(&b, `  <rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>`+"\n",
		tableLeft*s, tableTop*s, w, (headerBottom-tableTop)*s, hex(iconLight))
	for _, x := range gridColumns {
		fmt.Fprintf(&b, `  <line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="%g"/>`+"\n",
			x*s, headerBottom*s, x*s, tableBottom*s, hex(iconGrid), gridWidth*s)
	}
	for _, y := range gridRows {
		fmt.Fprintf(&b, `  <line x1="%g" y1="%.2f" x2="%g" y2="%.2f" stroke="%s" stroke-width="%g"/>`+"\n",
			tableLeft*s, y*s, tableRight*s, y*s, hex(iconGrid), gridWidth*s)
	}
	fmt.Fprintf(&b, `  <rect x="%g" y="%g" width="%g" height="%g" fill="none" stroke="%s" stroke-width="%g"/>`+"\n",
		tableLeft*s, tableTop*s, w, h, hex(iconLight), outlineWidth*s)
	b.WriteString("</svg>\n")
	return b.String()
}
