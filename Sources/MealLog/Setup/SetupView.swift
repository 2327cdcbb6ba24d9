import AirtableModel
import Basics

/// The setup screen: what was done to the table.
@MainActor
public protocol SetupView: AnyObject {
    func tableReady(_ setup: TableSetup, message: String)
    func show(_ alert: Alert)
}
