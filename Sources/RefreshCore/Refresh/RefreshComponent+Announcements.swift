extension RefreshComponent {
    /// Part of every state change (in the order `state`'s setter gives): says the sentence
    /// ``announcement(forChangeFrom:)`` gives, if any, on the window's announcer.
    /// - Parameter old: The state the control left.
    func announceStateChange(from old: RefreshState) {
        if let sentence = announcement(forChangeFrom: old) { window?.context.announcer.announce(sentence) }
    }

    /// The built-in sentences of `announcement(forChangeFrom:)`: "Refreshing" (a header) or
    /// "Loading more" (a footer, a trailer) when a refresh starts; the outcome of a load when it is
    /// shown ("Refreshed", a header's new-rows banner "12 new posts", "Loaded 5 items", the
    /// failure's message or "Load failed", with "Tap to retry" for an auto footer; "No more
    /// data"); "No more data" when a footer is marked so.
    func defaultAnnouncement(forChangeFrom old: RefreshState) -> String? {
        let l = effectiveLocalizer
        switch state {
        case .refreshing:
            return l.string(for: loadsMore ? .announceLoadingText : .announceRefreshingText)
        case .finished:
            return armedNewRowsBannerText ?? lastOutcome.map(outcomeSentence)
        case _ where old == .refreshing && lastOutcome != nil:
            // An outcome shown for no time (`failed`, `idle`, `noMoreData`): said as it collapses.
            return lastOutcome.map(outcomeSentence)
        case .noMoreData where old != .finished:
            // Marked by `endRefreshingWithNoMoreData()` (from a shown outcome it was said already).
            return l.string(for: .autoFooterNoMoreDataText)
        default:
            return nil
        }
    }

    /// A load's outcome as one sentence: the count of rows or items a footer or trailer added,
    /// the failure's message (with the retry hint of an auto footer), no more data.
    func outcomeSentence(_ outcome: RefreshOutcome) -> String {
        let l = effectiveLocalizer
        switch outcome {
        case let .failure(message):
            let reason = message ?? l.string(for: loadsMore ? .footerFailedText : .headerFailedText)
            return offersRetry ? reason + ". " + l.string(for: .footerRetryText) : reason
        case .noMoreData where marksNoMoreData:
            return l.string(for: .autoFooterNoMoreDataText)
        default:
            if loadsMore, let start = dataCountAtRefreshStart, let now = scrollView?.totalDataCount, now > start {
                return l.language.itemsLoadedSentence(now - start)
            }
            return l.string(for: loadsMore ? .footerSucceededText : .headerSucceededText)
        }
    }
}
