// Input of the check_translations self-test: one user-visible string that no
// .ts file translates. Not part of the app.
import QtQuick

Text { text: qsTr("A string added without a translation") }
