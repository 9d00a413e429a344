import QtQuick
import Quetai

// One seat's discards, six to a row in discard order.
TileRow {
    animate: true
}
